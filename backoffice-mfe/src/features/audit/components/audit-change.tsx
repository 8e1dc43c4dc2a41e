import { Flex, Typography } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';
import { fieldChanges } from '../audit-diff';
import { useDigits } from '../../../lib/use-digits';

/** A change's fields, before → after: the changed ones marked, the unchanged ones counted. */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useT('backoffice');
  const digits = useDigits();
  const rows = fieldChanges(before, after);
  const changed = rows.filter((r) => r.changed);
  const unchanged = rows.length - changed.length;
  const show = (value: string | null) => (value === null ? t('audit.noValue') : digits(value));
  return (
    <Flex vertical gap={2} style={{ minWidth: 240 }}>
      {changed.map((row) => (
        <div key={row.field} data-changed-field={row.field}>
          <Typography.Text type="secondary">{row.field.replaceAll('_', ' ')}: </Typography.Text>
          {row.before !== null && after !== null && before !== null && (
            <>
              <Typography.Text delete>{show(row.before)}</Typography.Text>
              {' → '}
            </>
          )}
          <Typography.Text mark={before !== null && after !== null} strong>
            {show(after === null ? row.before : row.after)}
          </Typography.Text>
        </div>
      ))}
      {unchanged > 0 && (
        <Typography.Text type="secondary">
          {t('audit.unchanged', { count: unchanged })}
        </Typography.Text>
      )}
    </Flex>
  );
}
