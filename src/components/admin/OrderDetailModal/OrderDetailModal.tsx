import { formatDateTime, orderIdDisplay } from '../../../domain/format';
import { formatPrice, lineTotal } from '../../../domain/money';
import type { Order } from '../../../domain/types';
import { Modal } from '../../ui/Modal';
import { Price } from '../../ui/Price';
import { StatusBadge } from '../../ui/StatusBadge';
import styles from './OrderDetailModal.module.css';

export type OrderDetailModalProps = {
  /** The order shown; the dialog is closed when null. */
  order: Order | null;
  /** Called by the close button, Escape and the backdrop. */
  onClose: () => void;
};

/**
 * The order's details, titled with its id as the table shows it ('Order #9c1b2d'): the order id (the same
 * `orderIdDisplay` form: a person reads one form of an order id everywhere), restaurant, time, status, each
 * line as price × quantity with its total, and the order total.
 */
export function OrderDetailModal({ order, onClose }: OrderDetailModalProps) {
  return (
    <Modal
      open={order !== null}
      title={order ? `Order ${orderIdDisplay(order.id)}` : 'Order Details'}
      onClose={onClose}
      size="md"
    >
      {order && (
        <div className={styles.OrderDetailModal}>
          <dl className={styles.OrderDetailModalFacts}>
            <div className={styles.OrderDetailModalFact}>
              <dt>Order ID</dt>
              <dd className={styles.OrderDetailModalId}>{orderIdDisplay(order.id)}</dd>
            </div>
            <div className={styles.OrderDetailModalFact}>
              <dt>Restaurant</dt>
              <dd>{order.restaurant.name}</dd>
            </div>
            <div className={styles.OrderDetailModalFact}>
              <dt>Order Time</dt>
              <dd>
                <time dateTime={order.orderTime.toISOString()}>{formatDateTime(order.orderTime)}</time>
              </dd>
            </div>
            <div className={styles.OrderDetailModalFact}>
              <dt>Status</dt>
              <dd>
                <StatusBadge status={order.status} />
              </dd>
            </div>
          </dl>
          <h3 className={styles.OrderDetailModalHeading}>Items</h3>
          <ul className={styles.OrderDetailModalLines}>
            {order.items.map((line) => (
              <li key={line.id} className={styles.OrderDetailModalLine}>
                <div className={styles.OrderDetailModalLineMain}>
                  <p className={styles.OrderDetailModalLineName}>{line.name}</p>
                  <p className={styles.OrderDetailModalLineQty}>
                    {formatPrice(line.price)} × {line.quantity}
                  </p>
                </div>
                <Price amount={lineTotal(line.price, line.quantity)} />
              </li>
            ))}
          </ul>
          <p className={styles.OrderDetailModalTotal}>
            <span>Total</span>
            <Price amount={order.total} size="lg" />
          </p>
        </div>
      )}
    </Modal>
  );
}
