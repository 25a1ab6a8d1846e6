import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { AnyStateMachine } from 'xstate';
import {
  cartMachine,
  cartModalMachine,
  confirmMachine,
  dataStoreMachine,
  detailModalMachine,
  formModalMachine,
  mobileMenuMachine,
} from '../../src/machines';
import { contrastRatio } from '../support/contrast';
import { layoutOf, MachineDiagram } from './MachineDiagram';

/**
 * The diagram block of the Machines page: generated from an XState machine's definition when it
 * renders. One story per machine; each checks that every state and every event of the definition
 * is drawn and that the drawing fits a 1280 px page (no horizontal overflow).
 */
const meta = {
  title: 'Docs blocks/MachineDiagram',
  // A block of a docs page, tested here: out of the sidebar and without a docs page of its own.
  tags: ['!dev', '!autodocs'],
  // No component and no args: a machine in the args would be printed by a control and walked by
  // the seed decorator; each story renders its machine itself.
  parameters: {
    layout: 'padded',
    // axe cannot tell the background of SVG text (it sits on shapes, not on boxes with a background
    // colour) and leaves it "incomplete": it skips the drawing, and each play proves the contrast itself.
    a11y: { config: { rules: [{ id: 'color-contrast', selector: '*:not(svg *)' }] } },
  },
  decorators: [(Story) => <div style={{ maxWidth: 1000 }}>{Story()}</div>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story drawing `machine`, whose play checks every state and every event of the definition is drawn. */
function diagramOf(machine: AnyStateMachine): Story {
  return {
    render: () => <MachineDiagram machine={machine} />,
    play: async ({ canvasElement }) => {
      const layout = layoutOf(machine);
      const svg = canvasElement.querySelector('svg')!;
      // Every label against the shape it is drawn on (a state's box, else the machine's frame): 4.5:1.
      const frame = getComputedStyle(svg.querySelector(':scope > rect')!).fill;
      for (const label of svg.querySelectorAll('text')) {
        const box = label.closest('[data-state]')?.querySelector(':scope > rect');
        const backing = box ? getComputedStyle(box).fill : frame;
        await expect(contrastRatio(getComputedStyle(label).fill, backing)).toBeGreaterThanOrEqual(4.5);
      }
      const drawn = [...svg.querySelectorAll('[data-state]')].map((g) => g.getAttribute('data-state'));
      await expect(drawn.sort()).toEqual(Object.keys(machine.root.states).sort());
      const text = svg.textContent ?? '';
      const events = [
        ...layout.edges.flatMap((e) => e.labels),
        ...Object.values(layout.stays).flat(),
        ...layout.anyState,
      ];
      for (const event of events) await expect(text).toContain(event);
      await expect(svg.getBoundingClientRect().width).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().width);
    },
  };
}

export const FormModal = diagramOf(formModalMachine);
export const Confirm = diagramOf(confirmMachine);
export const Cart = diagramOf(cartMachine);
export const CartModal = diagramOf(cartModalMachine);
export const MobileMenu = diagramOf(mobileMenuMachine);
export const DataStore = diagramOf(dataStoreMachine);
export const DetailModal = diagramOf(detailModalMachine);
