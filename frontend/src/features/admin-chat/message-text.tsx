import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** An order id as the shop makes them: the creation time (10 digits) and 5 capital letters. */
const ORDER_ID = /\b(\d{10}[A-Z]{5})\b/g;

/** A chat message as text, with order ids turned into links that open the order on the Orders screen. */
export function MessageText({ text }: { text: string }) {
  const parts = text.split(ORDER_ID);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Link key={index} to={`${paths.admin.orders}?focus=${part}`} data-testid="order-link">
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </>
  );
}
