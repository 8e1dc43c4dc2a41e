import type { ReactNode } from 'react';
import { Form } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';

interface Props {
  label: ReactNode;
  /** The id of the input, so the label names it for screen readers and tests. */
  htmlFor?: string;
  /** A `backoffice` dictionary key from the form's schema. */
  error?: string;
  required?: boolean;
  children: ReactNode;
}

/** A labelled form row showing its schema error in the reader's language. */
export function FormField({ label, htmlFor, error, required, children }: Props) {
  const { t } = useT('backoffice');
  return (
    <Form.Item
      label={label}
      htmlFor={htmlFor}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error ? t(error) : undefined}
    >
      {children}
    </Form.Item>
  );
}
