import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';

/** /admin/order-inspector (the old /test-order-debug): asks for an order id, then opens its inspector. */
export function OrderInspectorPicker() {
  const { t } = useTranslation('admin-orders');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [orderId, setOrderId] = useState(params.get('orderId') ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = orderId.trim();
    if (!id) {
      setError(t('inspectorPicker.empty'));
      return;
    }
    void navigate(paths.admin.orderInspector(id));
  };

  return (
    <section aria-labelledby="picker-title">
      <PageHeader titleId="picker-title" title={t('inspectorPicker.title')} subtitle={t('inspectorPicker.subtitle')} />
      <form onSubmit={submit} style={{ display: 'grid', gap: '0.75rem', maxWidth: '28rem' }}>
        <Field label={t('inspectorPicker.orderId')} error={error}>
          {(control) => <Input {...control} value={orderId} onChange={(event) => setOrderId(event.target.value)} />}
        </Field>
        <Button type="submit">{t('inspectorPicker.inspect')}</Button>
      </form>
    </section>
  );
}
