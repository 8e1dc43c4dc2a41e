import { Button, Flex, Form, Input } from 'antd';
import { BLOCK_REASON_MAX } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';
import { useBlockForm } from '../hooks/use-block-form';

/** A number to block and the reason staff will read when its orders are held. */
export function BlockFormSection() {
  const { t } = useT('backoffice');
  const form = useBlockForm();
  return (
    <Form
      layout="vertical"
      aria-label={t('risk.blocklist.add')}
      onFinish={() => void form.add()}
      style={{ maxWidth: 640 }}
    >
      <Flex gap={12} wrap align="end">
        <Form.Item
          label={t('risk.blocklist.phone')}
          htmlFor="block-phone"
          required
          validateStatus={form.phoneWrong ? 'error' : undefined}
          help={form.phoneWrong ? t('risk.blocklist.phoneInvalid') : undefined}
          style={{ marginBottom: 0, flex: '1 1 180px' }}
        >
          <Input
            id="block-phone"
            inputMode="tel"
            maxLength={20}
            value={form.phone}
            onChange={(e) => form.setPhone(e.target.value)}
          />
        </Form.Item>
        <Form.Item
          label={t('risk.blocklist.reason')}
          htmlFor="block-reason"
          required
          validateStatus={form.reasonWrong ? 'error' : undefined}
          help={form.reasonWrong ? t('risk.blocklist.reasonRequired') : undefined}
          style={{ marginBottom: 0, flex: '2 1 260px' }}
        >
          <Input
            id="block-reason"
            maxLength={BLOCK_REASON_MAX}
            value={form.reason}
            onChange={(e) => form.setReason(e.target.value)}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={form.adding}>
          {t('risk.blocklist.add')}
        </Button>
      </Flex>
    </Form>
  );
}
