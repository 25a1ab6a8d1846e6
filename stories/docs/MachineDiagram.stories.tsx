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
import { layoutOf, MachineDiagram } from './MachineDiagram';

/**
 * The diagram block of the Machines page: generated from an XState machine's definition when it
 * renders. One story per machine; each checks that every state and every event of the definition
 * is drawn and that the drawing fits a 1280 px page (no horizontal overflow).
 */
const meta = {
  title: 'Docs blocks/MachineDiagram',
  // No component and no args: a machine in the args would be printed by a control and walked by
  // the seed decorator; each story renders its machine itself.
  parameters: { layout: 'padded' },
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
