import type { ReactNode } from 'react';
import { ToastRegion } from '../../components/ui';
import { ToasterProvider, useToaster, useToasts } from '../../machines';

/**
 * The admin's toasts: saves, deletes (with Undo) and status changes confirm themselves in one stack. Wraps the
 * admin layout (and an admin page story): the pages show toasts through `useToaster()`.
 */
export function AdminToastsHost({ children, duration }: { children: ReactNode; duration?: number }) {
  return (
    <ToasterProvider input={{ duration }}>
      {children}
      <AdminToasts />
    </ToasterProvider>
  );
}

function AdminToasts() {
  const toasts = useToasts();
  const toaster = useToaster();
  return (
    <ToastRegion
      toasts={toasts}
      onDismiss={toaster.dismiss}
      onAction={(id) => toasts.find((toast) => toast.id === id)?.onAction?.(id)}
      onPause={toaster.pause}
      onResume={toaster.resume}
    />
  );
}
