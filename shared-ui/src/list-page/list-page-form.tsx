import { Button, Flex, Form, Input, Tooltip, Typography } from 'antd';
import { useT } from '../i18n';
import type { ListEditing } from './use-list-editing';
import type { ListPageField } from './types';

interface Props<K extends string> {
  fields: readonly ListPageField<K>[];
  editing: ListEditing<K>;
  /** Why the signed-in user may only look: the buttons are disabled and say this. */
  readOnlyReason: string | null | undefined;
}

/** The inputs, with each one's complaint under it, and Add / Edit / Delete. */
export function ListPageForm<K extends string>({ fields, editing, readOnlyReason }: Props<K>) {
  const { t } = useT('listPage');
  const { values, problems, selectedId, add, edit, remove } = editing;
  const readOnly = !!readOnlyReason;
  const busy = add.busy || edit.busy || remove.busy;
  const disabledTip = readOnly ? readOnlyReason : undefined;
  const button = (
    action: typeof add,
    label: string,
    extra: { type?: 'primary'; danger?: boolean } = {},
  ) => (
    <Tooltip title={disabledTip}>
      <Button
        {...extra}
        onClick={() => void action.run()}
        loading={action.busy}
        disabled={readOnly || (busy && !action.busy)}
      >
        {label}
      </Button>
    </Tooltip>
  );
  return (
    <Form layout="vertical" onSubmitCapture={(e) => e.preventDefault()}>
      <Flex wrap gap={12}>
        {fields.map((f) => (
          <Form.Item
            key={f.key}
            label={f.label}
            htmlFor={`list-page-${f.key}`}
            style={{ flex: '1 1 200px', marginBottom: 12 }}
            validateStatus={problems[f.key] ? 'error' : undefined}
            help={problems[f.key]}
          >
            <Input
              id={`list-page-${f.key}`}
              value={values[f.key]}
              inputMode={f.inputMode === 'tel' ? 'tel' : 'text'}
              maxLength={f.maxLength}
              aria-invalid={problems[f.key] ? true : undefined}
              onChange={(e) => editing.type(f.key, e.target.value)}
              onPressEnter={() => void (selectedId === null ? add.run() : edit.run())}
            />
          </Form.Item>
        ))}
      </Flex>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
        {button(add, t('add'), { type: 'primary' })}
        {button(edit, t('edit'))}
        {button(remove, t('delete'), { danger: true })}
        {selectedId !== null && (
          <Typography.Text type="secondary">
            {t('selectedHint', { id: selectedId })}
          </Typography.Text>
        )}
      </Flex>
    </Form>
  );
}
