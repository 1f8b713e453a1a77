// Public API of @citerne/ui-kit: named exports only (CONVENTIONS "A package's public API is its exports map").
// Global styles (font and tokens); in the build they open dist/index.css, exported as `./styles.css`.
import './styles.css';

export { VisuallyHidden, type VisuallyHiddenProps } from './a11y/VisuallyHidden';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './actions/Button';
export { IconButton, type IconButtonProps } from './actions/IconButton';
export { Link, type LinkProps } from './actions/Link';
export { Badge, type BadgeProps, type BadgeTone } from './feedback/Badge';
export { Spinner, type SpinnerProps } from './feedback/Spinner';
export { FormField, type FormFieldControlProps, type FormFieldProps } from './forms/FormField';
export { Input, type InputProps } from './forms/Input';
export { Icon, type IconProps } from './icons/Icon';
export { type IconName, iconPaths } from './icons/iconPaths';
export { BackToTop, type BackToTopProps } from './layout/BackToTop';
export { Footer, type FooterLinkGroup, type FooterProps, type FooterSocialLink } from './layout/Footer';
export { Header, type HeaderAccount, type HeaderProps } from './layout/Header';
export { NewsletterForm, type NewsletterFormProps } from './layout/NewsletterForm';
export { type NewsletterEmailProblem, newsletterEmailProblem } from './layout/newsletterEmail';
export { Image, type ImageProps, type ImageUrlBuilder } from './media/Image';
export { type ImageSizeName, imageSizes } from './media/imageSizes';
export { Price, type PriceProps } from './product/Price';
export { ProductCard, type ProductCardProps } from './product/ProductCard';
export { MAX_RATING, Rating, type RatingProps } from './product/Rating';
export { RatingInput, type RatingInputProps } from './product/RatingInput';
export { type LinkComponentProps, LinkProvider, type LinkProviderProps } from './provider/LinkProvider';
export { type Breakpoint, breakpoints } from './tokens/breakpoints';
export { layout } from './tokens/layout';
export { timing } from './tokens/timing';
