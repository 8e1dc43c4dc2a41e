import { Result } from 'antd';

/** The 403 page: antd's Result, with its pictures, in a chunk of its own (few ever see it). */
export default function PageDenied({ reason }: { reason: string }) {
  return <Result status="403" title="403" subTitle={reason} />;
}
