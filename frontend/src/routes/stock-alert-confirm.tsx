import { useSearchParams } from 'react-router-dom';
import { StockAlertConfirmScreen } from '@/features/stock-alerts/components/stock-alert-confirm-screen';

/** /stock-alerts/confirm?token=…: confirms a back-in-stock alert from its e-mail. */
export function StockAlertConfirmRoute() {
  const [params] = useSearchParams();
  return <StockAlertConfirmScreen token={params.get('token') ?? ''} />;
}
