import type { OrderItemView } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { formatRM } from '@/lib/money';
import styles from './admin-screen.module.css';

interface OrderItemsTableProps {
  items: OrderItemView[];
  /** Adds a Total row when given. */
  total?: number;
}

/** An order's lines (name, price, quantity, subtotal), as the details modal, receipt view and printout show them. */
export function OrderItemsTable({ items, total }: OrderItemsTableProps) {
  const { t } = useTranslation('admin-orders');
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('itemsTable.product')}</th>
          <th scope="col">{t('itemsTable.price')}</th>
          <th scope="col">{t('itemsTable.quantity')}</th>
          <th scope="col">{t('itemsTable.subtotal')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={`${item.productCode}-${index}`}>
            <td>
              {item.title}
              {item.optionLabel && <span className={styles.muted}> · {item.optionLabel}</span>}
            </td>
            <td>{formatRM(item.unitPrice)}</td>
            <td>{item.quantity}</td>
            <td>{formatRM(item.lineTotal)}</td>
          </tr>
        ))}
        {total !== undefined && (
          <tr>
            <td colSpan={3}>
              <strong>{t('itemsTable.total')}</strong>
            </td>
            <td>
              <strong>{formatRM(total)}</strong>
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
