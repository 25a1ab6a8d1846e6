import type { Decorator } from '@storybook/react-vite';

/**
 * For a story whose component, by design, renders nothing (a closed modal, pagination with one page, a toast
 * region with nothing to say): a caption in a dashed frame says so and why, so the canvas (and its docs
 * preview) is never a blank a reader takes for a broken story. The caption is outside the component: plays
 * query the component as usual, and the caption carries no role a query would find.
 */
export function rendersNothing(reason: string): Decorator {
  return (Story) => (
    <div>
      <p
        data-caption="renders-nothing"
        style={{
          margin: 0,
          padding: 'var(--space-4)',
          border: '1px dashed var(--color-border-strong)',
          borderRadius: 'var(--radius-md)',
          color: 'var(--color-text-muted)',
          fontSize: 'var(--font-size-sm)',
          maxWidth: '32rem',
        }}
      >
        Nothing is rendered here, by design: {reason}
      </p>
      <Story />
    </div>
  );
}
