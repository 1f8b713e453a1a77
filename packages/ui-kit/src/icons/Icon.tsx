import { createElement, type SVGProps } from 'react';
import styles from './Icon.module.css';
import { type IconName, iconPaths } from './iconPaths';

/** Props of {@link Icon}. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Which drawing of the set to show. */
  name: IconName;
  /** Accessible name. Without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  /** Side length in CSS units; defaults to `1.5rem`. */
  size?: string | number;
  /** Fills the shape with the current colour (e.g. a full rating star). */
  filled?: boolean;
}

/**
 * One icon of the kit's SVG set, drawn in `currentColor`.
 *
 * @example
 * <Icon name="cart" />                      // decorative, next to a text label
 * <Icon name="phone" label="Téléphone" />  // meaningful on its own
 */
export function Icon({ name, label, size = '1.5rem', filled = false, className, ...rest }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={[styles.icon, className].filter(Boolean).join(' ')}
      data-icon={name}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      {...rest}
    >
      {iconPaths[name].map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
