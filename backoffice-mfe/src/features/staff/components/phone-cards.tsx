import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** A labelled value on a phone's card: the label above, as the table's header would be. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={2}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <div>{children}</div>
    </Flex>
  );
}

/** The phone's list of cards, each named after who or what it is. */
export function PhoneCards({
  label,
  items,
}: {
  label: string;
  items: { key: string; name: string; content: ReactNode }[];
}) {
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => (
        <li
          key={item.key}
          aria-label={item.name}
          style={{
            border: '1px solid #f0f0f0',
            borderRadius: 8,
            padding: 12,
            marginBottom: 12,
          }}
        >
          <Flex vertical gap={10}>
            {item.content}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
