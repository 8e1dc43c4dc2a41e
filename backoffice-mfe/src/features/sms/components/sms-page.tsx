import '../../../i18n/sms-texts';
import { Card, Flex, Segmented } from 'antd';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useT } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';
import { PageTitle } from '../../../components/page-title';
import { SmsMessages } from './sms-messages';
import { SmsWordings } from './sms-wordings';

type View = 'wordings' | 'messages';
const VIEW_PATHS: Record<View, string> = {
  wordings: paths.admin.sms,
  messages: paths.admin.smsMessages,
};

/**
 * SMS to shoppers (issue 31): the wording of each step of an order, and the messages made from
 * them. `/admin/sms` and `/admin/sms/messages`, one page with a switch between the two.
 */
export function SmsPage() {
  const { t } = useT('backoffice');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const view: View = pathname.startsWith(paths.admin.smsMessages) ? 'messages' : 'wordings';
  return (
    <Card title={<PageTitle>{t('sms.title')}</PageTitle>}>
      <Flex vertical gap={16}>
        <Segmented<View>
          value={view}
          onChange={(next) => void navigate(VIEW_PATHS[next])}
          options={(['wordings', 'messages'] as const).map((v) => ({
            value: v,
            label: t(`sms.views.${v}`),
          }))}
          aria-label={t('sms.views.label')}
          style={{ alignSelf: 'start' }}
        />
        <Routes>
          <Route index element={<SmsWordings />} />
          <Route path="messages" element={<SmsMessages />} />
          <Route path="*" element={<SmsWordings />} />
        </Routes>
      </Flex>
    </Card>
  );
}
