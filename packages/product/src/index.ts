// @citerne/product: the product's configuration, written once for the product page, the cart and the API —
// variant selection, attribute lookup, grouped links, bundle defaults and selections, custom-option answers and
// their validation, and how a configuration travels to the cart. Framework-free.

export type { AttributeCarrier } from './attribute/AttributeCarrier';
export { attributeValue } from './attribute/attributeValue';
export type { BundleChoices } from './bundle/BundleChoices';
export { type BundleCartOption, bundleCartOptions } from './bundle/bundleCartOptions';
export { defaultBundleChoices } from './bundle/defaultBundleChoices';
export { missingRequiredBundleOptions } from './bundle/missingRequiredBundleOptions';
export { cartProducts } from './cartLine/cartProducts';
export { configurableItemOptions } from './cartLine/configurableItemOptions';
export type { ProductConfiguration } from './cartLine/ProductConfiguration';
export type { CustomOptionAnswer, CustomOptionAnswers } from './customOption/CustomOptionAnswers';
export { cartCustomOptions } from './customOption/cartCustomOptions';
export { type CustomOptionProblem, customOptionProblems } from './customOption/customOptionProblems';
export { customOptionsInWords } from './customOption/customOptionsInWords';
export { customOptionsOf } from './customOption/customOptionsOf';
export { type ChoiceOption, isChoiceOption } from './customOption/isChoiceOption';
export { missingRequiredOptions } from './customOption/missingRequiredOptions';
export { pricedCustomOptions } from './customOption/pricedCustomOptions';
export { sortedCustomOptions } from './customOption/sortedCustomOptions';
export { associatedLinks } from './grouped/associatedLinks';
export type { DimensionReading } from './measure/DimensionReading';
export { evaluateMeasure } from './measure/evaluateMeasure';
export type { MeasureRefusal, MeasureResult } from './measure/MeasureResult';
export { measureOf } from './measure/measureOf';
export { measureRefusalMessage } from './measure/measureRefusalMessage';
export { readDimension } from './measure/readDimension';
export { isProductType } from './validation/isProductType';
export type { ProductMessage, ProductMessageCode, ProductMessageParams } from './validation/ProductMessage';
export type { ProductValidator } from './validation/ProductValidator';
export { productIdentityErrors } from './validation/productIdentityErrors';
export { productMessageSource } from './validation/productMessageSource';
export { productMessages } from './validation/productMessages';
export { validateProduct } from './validation/validateProduct';
export { chooseValue } from './variant/chooseValue';
export { type ChosenAttributes, chosenAttributes } from './variant/chosenAttributes';
export { exactVariant } from './variant/exactVariant';
export { initialVariant } from './variant/initialVariant';
export { isValueAvailable } from './variant/isValueAvailable';
export type { SelectedVariant } from './variant/SelectedVariant';
export { selectVariant } from './variant/selectVariant';
export type { VariantChild } from './variant/VariantChild';
export type { VariantChoice } from './variant/VariantChoice';
export type { VariantRules } from './variant/VariantRules';
export type { VariantState } from './variant/VariantState';
export { variantAttributes } from './variant/variantAttributes';
