// The one way Poshak builds a form: react-hook-form values checked by a shared schema through the
// shop's error map, shown by one field component.
export {
  ShopForm,
  FormField,
  type FormTexts,
  type FieldControlProps,
  type FieldState,
} from './form-field';
export { formResolver } from './form-resolver';
export { ERROR_BORDER_MS, useRequiredFlash } from './use-required-flash';
