/**
 * The Introduction's visual overview (Introduction.mdx): one card per sidebar group, each showing the real
 * components of that group, drawn small with the seeded data (seed 42, the default), and linking to the
 * group's first page; then one card per kind of state, linking to a story that shows it.
 *
 * The previews are pictures, not controls: `inert` keeps them out of the tab order and the accessibility
 * tree, and the card's one link (its title, stretched over the card) is what a click anywhere opens.
 * Images resolve to the local dish illustrations, as in every story (.storybook/localImages.ts).
 */
import {
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { DocsContext } from '@storybook/addon-docs/blocks';
import { NAVIGATE_URL } from 'storybook/internal/core-events';
import { AdminPageHeader, AdminShell, AdminSidebar, AdminTopBar, OrdersTable } from '../../src/components/admin';
import { Header, Hero, RestaurantCard, RestaurantCardSkeleton } from '../../src/components/storefront';
import {
  Badge,
  Button,
  Chip,
  ChipGroup,
  EmptyState,
  ImageSourceProvider,
  Price,
  Rating,
  StatusBadge,
  TextField,
  ToastRegion,
} from '../../src/components/ui';
import { DEFAULT_NOW, DEFAULT_SEED, getSeedData } from '../../src/data';
import type { Restaurant } from '../../src/domain';
import { localStandIn } from '../../.storybook/localImages';
import styles from './IntroOverview.module.css';

const data = getSeedData(DEFAULT_SEED, DEFAULT_NOW);
const openRestaurants = data.restaurants.filter((restaurant) => restaurant.isOpen);
const firstOpen: Restaurant = openRestaurants[0] ?? data.restaurants[0]!;
const closedRestaurant: Restaurant = data.restaurants.find((restaurant) => !restaurant.isOpen) ?? {
  ...firstOpen,
  isOpen: false,
};
const newestOrders = [...data.orders].sort((a, b) => b.orderTime.getTime() - a.orderTime.getTime()).slice(0, 6);
const cartDish = data.menuItems.find((item) => item.restaurantId === firstOpen.id) ?? data.menuItems[0]!;

const noop = () => {};

/**
 * A link to another Storybook page (`?path=/docs/…` or `?path=/story/…`). A plain click asks the manager to
 * navigate, as Storybook's own MDX links do; the href points at the manager page, so opening the link in a
 * new tab (middle click, Ctrl or Cmd click) opens the same page in a new Storybook.
 */
function DocsLink({ path, className, children }: { path: string; className?: string; children: ReactNode }) {
  const docs = useContext(DocsContext) as { channel?: { emit: (event: string, url: string) => void } } | null;
  const url = `?path=${path}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!docs?.channel || event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) {
      return;
    }
    event.preventDefault();
    docs.channel.emit(NAVIGATE_URL, url);
  };
  return (
    <a href={`./${url}`} target="_top" className={className} onClick={onClick}>
      {children}
    </a>
  );
}

/** What a preview shows: never focusable, never announced (the card's title and text say it). */
function Preview({ fill = false, children }: { fill?: boolean; children: ReactNode }) {
  return (
    <div className={styles.Preview} data-fill={fill || undefined} inert>
      <ImageSourceProvider resolve={localStandIn}>{children}</ImageSourceProvider>
    </div>
  );
}

interface CardProps {
  title: string;
  /** Storybook path the card opens, e.g. `/docs/ui-button--docs`. */
  path: string;
  /** Where that is, shown at the bottom: "Starts at Button". */
  opens: string;
  preview: ReactNode;
  fillPreview?: boolean;
  children: ReactNode;
}

function Card({ title, path, opens, preview, fillPreview, children }: CardProps) {
  return (
    <li className={styles.Card} data-card={title}>
      <Preview fill={fillPreview}>{preview}</Preview>
      <div className={styles.CardBody}>
        {/* skip-toc: the page's table of contents lists its sections, not every card. */}
        <h3 className={`${styles.CardTitle} skip-toc`}>
          <DocsLink path={path} className={styles.CardLink}>
            {title}
          </DocsLink>
        </h3>
        <p className={styles.CardText}>{children}</p>
        <p className={styles.CardStart}>{opens}</p>
      </div>
    </li>
  );
}

/**
 * The window's own width, clamped to the app's phone and desktop widths: a screen drawn small is laid out
 * at this width, so the components' media queries (which read the window) and the layout agree.
 */
function useScreen() {
  const frame = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, screen: 1280 });
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () =>
      setSize({ width: element.clientWidth, screen: Math.min(Math.max(window.innerWidth, 375), 1280) });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { frame, ...size };
}

/** A whole screen at its real width, scaled down into a window frame the width of the card. */
function Screen({ children }: { children: ReactNode }) {
  const { frame, ...size } = useScreen();
  const scale = size.width > 0 ? size.width / size.screen : 0;
  const scaled: CSSProperties = { width: size.screen, transform: `scale(${scale})` };
  return (
    <div className={styles.Screen}>
      <div className={styles.ScreenBar} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <div ref={frame} className={styles.ScreenContent}>
        {scale > 0 && (
          <div className={styles.ScreenScaled} style={scaled}>
            {children}
          </div>
        )}
      </div>
    </div>
  );
}

const SWATCHES = ['brand', 'danger', 'success', 'attention', 'info', 'neutral'] as const;
const SPACES = [1, 2, 3, 4, 5, 6] as const;

function FoundationsPreview() {
  return (
    <div className={styles.Foundations}>
      <span className={styles.TypeSample}>Aa</span>
      <div className={styles.Swatches}>
        {SWATCHES.map((role) => (
          <span key={role} className={styles.Swatch} style={{ background: `var(--color-${role}-emphasis)` }} />
        ))}
      </div>
      <div className={styles.Spacing}>
        {SPACES.map((step) => (
          <span
            key={step}
            className={styles.SpacingStep}
            style={{ width: `var(--space-${step})`, height: `var(--space-${step})` }}
          />
        ))}
      </div>
    </div>
  );
}

function ComponentsPreview() {
  return (
    <div className={styles.Primitives}>
      <Button icon="plus">Add to cart</Button>
      <Button variant="secondary">Cancel</Button>
      <ChipGroup label="Cuisines">
        <Chip selected>{firstOpen.cuisine[0] ?? 'Pizza'}</Chip>
        <Chip>Sushi</Chip>
      </ChipGroup>
      <StatusBadge status="delivered" />
      <Badge>Admin</Badge>
      <Rating value={firstOpen.rating} />
      <Price amount={cartDish.price} />
    </div>
  );
}

function StorefrontPreview() {
  return (
    <div className={styles.Zoomed}>
      {/* Level 4: the page's headings stay its own. */}
      <RestaurantCard restaurant={firstOpen} headingLevel={4} href="#" />
    </div>
  );
}

function AdminPreview() {
  return (
    <Screen>
      <AdminShell sidebar={<AdminSidebar currentPath="/admin/orders" />} topBar={<AdminTopBar pageTitle="Orders" />}>
        <AdminPageHeader title="Orders" />
        <OrdersTable
          orders={newestOrders}
          onStatusChange={noop}
          onView={noop}
          onSortChange={noop}
          onPageChange={noop}
        />
      </AdminShell>
    </Screen>
  );
}

function PagesPreview() {
  return (
    <Screen>
      <Header cartCount={2} onSearch={noop} onCartClick={noop} menuOpen={false} onMenuToggle={noop} />
      <Hero />
      <div className={styles.Cards}>
        {openRestaurants.slice(0, 6).map((restaurant) => (
          <RestaurantCard key={restaurant.id} restaurant={restaurant} headingLevel={4} href="#" />
        ))}
      </div>
    </Screen>
  );
}

function FlowsPreview() {
  return (
    <ol className={styles.Steps}>
      <li className={styles.Step}>
        <span className={styles.StepNumber}>1</span>
        <span className={styles.StepText}>Search</span>
        <Chip selected>{firstOpen.cuisine[0] ?? 'All'}</Chip>
      </li>
      <li className={styles.Step}>
        <span className={styles.StepNumber}>2</span>
        <span className={styles.StepText}>Add a dish</span>
        <Button size="sm" icon="plus">
          Add
        </Button>
      </li>
      <li className={styles.Step}>
        <span className={styles.StepNumber}>3</span>
        <span className={styles.StepText}>Check out</span>
        <Button size="sm">Place order</Button>
      </li>
    </ol>
  );
}

/** One card per sidebar group, in the sidebar's order. */
export function GroupOverview() {
  return (
    <div className={`${styles.Frame} sb-unstyled`} data-theme="light">
      <ul className={styles.Overview} aria-label="Sidebar groups">
        <Card
          title="Foundations"
          path="/docs/design-tokens--docs"
          opens="Starts at Design tokens"
          preview={<FoundationsPreview />}
        >
          Colours in both themes, type, spacing, radii and shadows; icons, dish illustrations and the machines behind
          the interactions. Components use nothing else.
        </Card>
        <Card title="Components" path="/docs/ui-button--docs" opens="Starts at Button" preview={<ComponentsPreview />}>
          The primitives everything is built from: buttons, chips, badges, banners, dialogs, toasts, skeletons, form
          fields, images, ratings and prices. Each carries a Stable or Beta badge in the sidebar.
        </Card>
        <Card
          title="Storefront"
          path="/docs/storefront-restaurantcard--docs"
          opens="Starts at RestaurantCard"
          preview={<StorefrontPreview />}
        >
          The customer&apos;s pieces: header, hero, cuisine and category chips, restaurant and dish cards, the
          restaurant&apos;s hero and the cart.
        </Card>
        <Card
          title="Admin"
          path="/docs/admin-orderstable--docs"
          opens="Starts at OrdersTable"
          preview={<AdminPreview />}
          fillPreview
        >
          The back office: sidebar and top bar, stat cards, the orders table, cards, filters, forms and detail dialogs.
        </Card>
        <Card
          title="Pages"
          path="/docs/pages-home--docs"
          opens="Starts at the Home page"
          preview={<PagesPreview />}
          fillPreview
        >
          Whole screens on the seeded data, storefront and admin apart: home, a restaurant, not found; dashboard,
          restaurants, menu items, orders and users.
        </Card>
        <Card
          title="Flows"
          path="/docs/flows-customerjourney--docs"
          opens="Starts at Customer journey"
          preview={<FlowsPreview />}
        >
          Journeys across pages, played step by step: search to checkout, add then delete a restaurant, discard unsaved
          changes.
        </Card>
      </ul>
    </div>
  );
}

/** One card per kind of state, each opening a story that shows it. */
export function StateOverview() {
  return (
    <div className={`${styles.Frame} sb-unstyled`} data-theme="light">
      <ul className={`${styles.Overview} ${styles.States}`} aria-label="States">
        <Card
          title="Loading"
          path="/story/storefront-restaurantcardskeleton--beside-the-real-one"
          opens="RestaurantCardSkeleton"
          preview={
            <div className={styles.Zoomed}>
              <RestaurantCardSkeleton />
            </div>
          }
        >
          Skeletons: the grey shapes shown while data loads, each beside the real one.
        </Card>
        <Card
          title="Empty"
          path="/story/storefront-restaurantgrid--empty"
          opens="RestaurantGrid, Empty"
          preview={
            <div className={styles.StatePreview}>
              <EmptyState icon="search" title="No restaurants found" />
            </div>
          }
        >
          Nothing to show: an empty cart, a search with no match, a list with no records yet.
        </Card>
        <Card
          title="Error"
          path="/story/admin-restaurantform--every-error"
          opens="RestaurantForm, Every Error"
          preview={
            <div className={styles.StatePreview}>
              <TextField label="Restaurant name" defaultValue="" error="Enter the restaurant's name" />
            </div>
          }
        >
          Forms with every message, failed images, pages that could not load.
        </Card>
        <Card
          title="Success"
          path="/story/ui-toastregion--success"
          opens="ToastRegion, Success"
          preview={
            <div className={styles.StatePreview}>
              <ToastRegion
                className={styles.InlineToast}
                label="Example notification"
                toasts={[{ id: 'saved', tone: 'success', message: 'Restaurant saved' }]}
                onDismiss={noop}
              />
            </div>
          }
        >
          Toasts: saved, deleted with Undo, and every other tone.
        </Card>
        <Card
          title="Unavailable"
          path="/story/storefront-restaurantcard--closed"
          opens="RestaurantCard, Closed"
          preview={
            <div className={styles.Zoomed}>
              <RestaurantCard restaurant={closedRestaurant} headingLevel={4} href="#" />
            </div>
          }
        >
          Unavailable on purpose: a closed restaurant, a dish that cannot be ordered, a disabled button.
        </Card>
        <Card
          title="Hover, focus, pressed"
          path="/story/storefront-restaurantcard--focus-visible"
          opens="RestaurantCard, Focus Visible"
          preview={
            <div className={styles.Row}>
              <Button className={styles.Ring}>Add to cart</Button>
              <Chip className={styles.Ring}>Sushi</Chip>
            </div>
          }
        >
          Drawn in their own stories (Hover, Focus Visible, Active), so no mouse or keyboard is needed.
        </Card>
      </ul>
    </div>
  );
}
