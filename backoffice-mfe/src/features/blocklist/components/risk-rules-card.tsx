import { useState } from 'react';
import { Button, Card, Flex, Form, Typography } from 'antd';
import { RISK_SCORE_MAX } from '@poshak/shared-api/schemas';
import type { RiskRules } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { hasRole } from '@poshak/shared-api';
import { useSessionUser } from '../../../lib/use-session-user';
import { errorText } from '../../../lib/error-text';
import { NumberBox } from '../../../components/number-box';
import { useRiskRules, useSetRiskRules } from '../api/use-blocklist';

/**
 * The owner's rules (docs/risk.md): above which risk score a number pays the delivery fee in
 * advance, and above which its order is held for a call; empty turns a rule off. Admins set
 * them; every staff member reads them.
 */
export function RiskRulesCard() {
  const { t } = useT('backoffice');
  const user = useSessionUser();
  const canSet = hasRole(user, 'admin');
  const rules = useRiskRules();
  const save = useSetRiskRules();
  // What staff typed over the saved rules (a rule not touched shows the server's value).
  const [edits, setEdits] = useState<Partial<RiskRules>>({});
  const valueOf = (rule: keyof RiskRules) =>
    rule in edits ? (edits[rule] ?? null) : (rules.data?.[rule] ?? null);
  const draft: RiskRules = {
    hold_above: valueOf('hold_above'),
    advance_fee_above: valueOf('advance_fee_above'),
  };

  const onSave = async () => {
    try {
      await save.mutateAsync(draft);
      setEdits({});
      toast.success(t('risk.rules.saved'), { duration: TOAST_MS.backoffice });
    } catch (error) {
      toast.error(t('risk.failed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
    }
  };
  const field = (rule: keyof RiskRules, id: string) => (
    <Form.Item label={t(`risk.rules.${rule}`)} htmlFor={id} style={{ marginBottom: 0 }}>
      <NumberBox
        id={id}
        min={0}
        max={RISK_SCORE_MAX}
        precision={0}
        disabled={!canSet}
        placeholder={t('risk.rules.off')}
        value={draft[rule]}
        onChange={(value) => setEdits((e) => ({ ...e, [rule]: value ?? null }))}
        style={{ width: 160 }}
      />
    </Form.Item>
  );
  return (
    <Card size="small" title={t('risk.rules.title')} data-testid="risk-rules">
      {rules.isError ? (
        <ErrorState message={errorText(rules.error)} onRetry={() => void rules.refetch()} />
      ) : (
        <Form layout="vertical" aria-label={t('risk.rules.title')} onFinish={() => void onSave()}>
          <Typography.Paragraph type="secondary">{t('risk.rules.intro')}</Typography.Paragraph>
          <Flex gap={16} wrap align="end">
            {field('advance_fee_above', 'rule-advance-fee')}
            {field('hold_above', 'rule-hold')}
            {canSet && (
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('risk.rules.save')}
              </Button>
            )}
          </Flex>
          {!canSet && (
            <Typography.Text type="secondary">{t('risk.rules.adminOnly')}</Typography.Text>
          )}
        </Form>
      )}
    </Card>
  );
}
