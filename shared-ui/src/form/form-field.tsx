import {
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { Form, theme, type FormProps } from 'antd';
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { formMessage, maxLength, type z } from '@poshak/shared-api/schemas';
import { addTexts, useT } from '../i18n';
import { formTexts } from './texts';
import { useTypedBeforeLive } from './typed-before-live';

addTexts('form', formTexts);

/** The remote whose dictionary says a form's field-specific errors (its `form.*` texts). */
export type FormTexts = 'storefront' | 'backoffice';
/** The form's schema, as far as its fields need it: each field's own rules. */
interface FormShape {
  shape: Record<string, z.core.$ZodType>;
}
const FormContext = createContext<{ texts: FormTexts; schema?: FormShape } | null>(null);

export interface ShopFormProps extends Omit<
  FormProps,
  'layout' | 'requiredMark' | 'form' | 'children'
> {
  texts: FormTexts;
  /** The schema the form is checked with: each text input stops at its field's limit. */
  schema?: FormShape;
  children: ReactNode;
}

/**
 * An antd form laid out as every Poshak form is (labels above the controls, a red `*` after a
 * required label that screen readers skip), whose fields say their errors from `texts`'s dictionary
 * and stop at what `schema` lets them hold.
 * The values live in react-hook-form; submit with `onFinish={() => void handleSubmit(...)()}`.
 */
export function ShopForm({ texts, schema, children, ...props }: ShopFormProps) {
  const { token } = theme.useToken();
  const context = useMemo(() => ({ texts, schema }), [texts, schema]);
  return (
    <FormContext.Provider value={context}>
      <Form
        layout="vertical"
        requiredMark={(label, { required }) => (
          <>
            {label}
            {required && <RequiredMark color={token.colorError} />}
          </>
        )}
        {...props}
      >
        {children}
      </Form>
    </FormContext.Provider>
  );
}

/**
 * The `*` after a required label, drawn rather than written: a person sees it, while the field's
 * accessible name and its label's text stay the label alone ("Name", not "Name *"), as screen
 * readers and the shop's tests find the field by.
 */
function RequiredMark({ color }: { color: string }) {
  return (
    <svg
      aria-hidden
      data-required-mark
      viewBox="0 0 10 10"
      width="0.55em"
      height="0.55em"
      style={{ marginInlineStart: 4, marginBottom: '0.35em', color }}
    >
      <path
        d="M5 0.5v9M1.1 2.75l7.8 4.5M1.1 7.25l7.8-4.5"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

/** What a field hands its control: react-hook-form's value and handlers, and the ids that tie them together. */
export type FieldControlProps<
  T extends FieldValues,
  N extends FieldPath<T>,
> = ControllerRenderProps<T, N> & {
  id: string;
  /** What the schema lets the field hold, for a text input. */
  maxLength?: number;
  'aria-invalid': boolean;
  'aria-required'?: true;
  'aria-describedby'?: string;
};

export interface FieldState {
  invalid: boolean;
  /** The id of the label's text, for a control that is a group (`aria-labelledby`). */
  labelId: string;
}

export interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>, O> {
  control: Control<T, unknown, O>;
  name: N;
  /** The label, already in the reader's language; `{{field}}` in an error text names it. */
  label: string;
  required?: boolean;
  /** The control's id; a generated one when omitted. */
  id?: string;
  style?: CSSProperties;
  children: (field: FieldControlProps<T, N>, state: FieldState) => ReactNode;
}

/**
 * One labelled form field bound to react-hook-form: a red border on the control and, under it, the
 * error in the reader's language (the shared error map's key, read from the form's dictionary).
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>, O>({
  control,
  name,
  label,
  required = false,
  id,
  style,
  children,
}: FormFieldProps<T, N, O>) {
  const form = useContext(FormContext);
  if (!form) throw new Error('FormField must be inside a ShopForm');
  const { t } = useT([form.texts, 'form']);
  const rules = form.schema?.shape[name];
  const limit = rules && maxLength(rules);
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const { field, fieldState } = useController({ control, name });
  // Typed into the page the server drew while the app was still on its way: the field keeps it.
  const typedBeforeLive = useTypedBeforeLive(controlId);
  const adopted = useRef(false);
  const { onChange } = field;
  useEffect(() => {
    if (adopted.current || typedBeforeLive === undefined) return;
    adopted.current = true;
    onChange(typedBeforeLive);
  }, [typedBeforeLive, onChange]);
  const message = fieldState.error?.message;
  const error = message ? formMessage(message) : null;
  const helpId = `${controlId}-help`;
  const labelId = `${controlId}-label`;
  return (
    <Form.Item
      label={<span id={labelId}>{label}</span>}
      htmlFor={controlId}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={
        error && (
          <span id={helpId}>
            {/* The remote's own words for the key, else the shared ones. */}
            {t([`${form.texts}:form.${error.key}`, `form:${error.key}`], {
              field: label,
              ...error.values,
            })}
          </span>
        )
      }
      style={style}
    >
      {children(
        {
          ...field,
          id: controlId,
          ...(limit !== undefined && { maxLength: limit }),
          'aria-invalid': !!error,
          ...(required && { 'aria-required': true as const }),
          ...(error && { 'aria-describedby': helpId }),
        },
        { invalid: !!error, labelId },
      )}
    </Form.Item>
  );
}
