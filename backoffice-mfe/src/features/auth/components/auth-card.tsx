import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';

/** The centred card sign-in and sign-up sit in, full width on a phone. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useT('backoffice');
  return (
    <Flex
      component="main"
      justify="center"
      align="center"
      style={{ minHeight: '100vh', padding: 16, background: '#f5f5f5' }}
    >
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Text type="secondary">{t('appName')}</Typography.Text>
        <Typography.Title level={1} style={{ marginTop: 4, fontSize: 30 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </Flex>
  );
}
