/** The page of a screen that is not built yet: its title and a plain statement. */
import { Card, Result } from 'antd';

export default function NotAvailable({ title }: { title: string }) {
  return (
    <Card>
      <Result status="info" title={title} subTitle="Belum tersedia. Fitur ini belum dapat digunakan pada versi ini." />
    </Card>
  );
}
