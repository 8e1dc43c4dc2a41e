import type { SmsTemplate } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { ToneTag } from '../../../components/tone-tag';
import { DHAKA_TIME } from '../../../lib/reader-format';

/** Where a wording stands: changes not saved, the shop's own (by whom, when), or the default. */
export function TemplateStateTag({ template, dirty }: { template: SmsTemplate; dirty: boolean }) {
  const { t } = useT('backoffice');
  const [reader] = useLanguage();
  if (dirty) return <ToneTag tone="amber">{t('sms.unsaved')}</ToneTag>;
  if (!template.customised) return <ToneTag tone="grey">{t('sms.isDefault')}</ToneTag>;
  return (
    <ToneTag tone="blue">
      {template.updated_by && template.updated_at
        ? t('sms.customised', {
            who: template.updated_by,
            when: DHAKA_TIME[reader].format(new Date(template.updated_at)),
          })
        : t('sms.customisedNoWho')}
    </ToneTag>
  );
}
