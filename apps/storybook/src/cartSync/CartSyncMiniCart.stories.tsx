import { type CartLine, type CartProduct, type CartSync, firstCartLoad } from '@citerne/cart-sync';
import { CartSyncProvider, miniCartOpenAtom } from '@citerne/cart-sync/react';
import { storyCatalogue } from '@repo/test-utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider as JotaiProvider } from 'jotai';
import { expect, waitFor, within } from 'storybook/test';
import { ConnectedMiniCart, type ConnectedMiniCartProps } from './ConnectedMiniCart';
import { cartLineOptionLabels } from './cartLineOptionLabels';
import { createStoryCart, type StoryCart, type StoryCartOptions } from './createStoryCart';
import { frenchCartLabels } from './frenchCartLabels';

// The real cart engine of @citerne/cart-sync and its React bindings, over an in-memory server cart,
// drawn with the ui-kit MiniCart. Each story sets up its own engine in a loader; play functions drive
// the mini-cart and check the engine, the server cart and the screen agree.

const TANK = 'Citerne souple eau de pluie 10 m³';
const TARPAULIN = 'Bâche de protection anti-UV 4 × 6 m';
const VALVE = 'Vanne PVC 40';

/** The green tank: the shopper chose "Couleur : Vert" (attribute 93, value 49). */
const greenTank: CartProduct = {
  ...storyCatalogue.tank,
  qty: 1,
  product_option: { extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: '49' }] } },
};
const twoTarpaulins: CartProduct = { ...storyCatalogue.tarpaulin, qty: 2 };
const products = Object.values(storyCatalogue);

/**
 * The stories' first load: the stored cart read back and synced, then the stock of its lines checked (SPEC §4
 * "Stock sync for a cart item": "In stock!" / "Out of the stock!").
 */
const loadThenCheckStock = (cartSync: CartSync) => cartSync.load().then(() => cartSync.checkStock());
/**
 * Runs the first load in a loader, before the story renders; the provider then shares it and reports a failure
 * through `onLoadError`, so the loader need not.
 */
const loadFirst = (cart: StoryCart) =>
  firstCartLoad(cart.cartSync)
    .start(loadThenCheckStock)
    .catch(() => undefined);

function storyCart(loaded: Record<string, unknown>): StoryCart {
  const cart = loaded.cart as StoryCart | undefined;
  if (!cart?.cartSync) throw new Error('This story needs the `cart` loader (createStoryCart).');
  return cart;
}

const withCart = (options: StoryCartOptions, prepare?: (cart: StoryCart) => Promise<void> | void) => async () => {
  const cart = await createStoryCart(options);
  await prepare?.(cart);
  return { cart };
};

function CartSyncStory({ cart, ...props }: ConnectedMiniCartProps & { cart: StoryCart }) {
  return (
    <JotaiProvider store={cart.store}>
      <CartSyncProvider cartSync={cart.cartSync} load={loadThenCheckStock}>
        <ConnectedMiniCart {...props} />
      </CartSyncProvider>
    </JotaiProvider>
  );
}

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** Text as read, whatever the spaces (prices use narrow no-break spaces). */
const textOf = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const lineItem = async (canvasElement: HTMLElement, name: string) =>
  (await page(canvasElement).findByRole('link', { name })).closest('li') as HTMLElement;
const rowTotalOf = (line: HTMLElement) => textOf(within(line).getByText(/€$/));
const totalRow = (canvasElement: HTMLElement, label: string) =>
  textOf(page(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling);
const engineLine = (cart: StoryCart, sku: string): CartLine | undefined =>
  cart.cartSync.getState().items.find((line) => line.sku === sku);
const serverLines = (cart: StoryCart) =>
  [...cart.server.carts.keys()].flatMap((cartId) => cart.server.lines(cartId)).map(({ sku, qty }) => ({ sku, qty }));

const meta = {
  title: 'Commerce/MiniCart with cart-sync',
  component: ConnectedMiniCart,
  args: {
    labels: frenchCartLabels,
    optionLabels: (line) => cartLineOptionLabels(line, products),
    continueHref: '/',
  },
  render: (args, { loaded }) => <CartSyncStory cart={storyCart(loaded)} {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ConnectedMiniCart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the cart loads: the server has not answered the first load yet (it is held). */
export const Loading: Story = {
  loaders: [withCart({ added: [greenTank, twoTarpaulins] }, ({ server }) => server.pause())],
  play: async ({ canvasElement, loaded }) => {
    const cart = storyCart(loaded);
    await expect(await page(canvasElement).findByText('Chargement du panier…')).toBeInTheDocument();
    await expect(page(canvasElement).queryByRole('list', { name: 'Articles du panier' })).toBeNull();
    await expect(cart.cartSync.getState().isSyncing).toBe(true);
  },
};

/** A new visitor: no line, no server cart; the panel closes and opens through the shop's mini-cart flag (`miniCartOpenAtom`). */
export const Empty: Story = {
  loaders: [withCart({})],
  play: async ({ canvasElement, loaded, userEvent }) => {
    const cart = storyCart(loaded);
    const body = page(canvasElement);
    await expect(await body.findByText('Votre panier est vide')).toBeVisible();
    await expect(body.getByRole('link', { name: 'Continuer mes achats' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Panier, 0 article' })).toBeInTheDocument();
    await expect(cart.server.carts.size).toBe(0);
    await userEvent.click(body.getByRole('button', { name: 'Fermer le panier' }));
    await waitFor(() => expect(cart.store.get(miniCartOpenAtom)).toBe(false));
    await expect(body.queryByText('Votre panier est vide')).toBeNull();
    await userEvent.click(body.getByRole('button', { name: 'Panier, 0 article' }));
    await expect(await body.findByText('Votre panier est vide')).toBeVisible();
    await expect(cart.store.get(miniCartOpenAtom)).toBe(true);
  },
};

/**
 * Lines synced with the server cart, with the server's totals (SPEC §9 French segment titles). Once
 * loaded, the server answers in 400 ms, so a change made by hand shows its syncing state.
 */
export const Synced: Story = {
  loaders: [
    withCart({ added: [greenTank, twoTarpaulins] }, async (cart) => {
      await loadFirst(cart);
      cart.server.setLatency(400);
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const cart = storyCart(loaded);
    const body = page(canvasElement);
    const tank = await lineItem(canvasElement, TANK);
    const tarpaulin = await lineItem(canvasElement, TARPAULIN);
    await expect(within(tank).getByText('Couleur : Vert')).toBeVisible();
    await expect(rowTotalOf(tank)).toBe('870,00 €');
    await expect(rowTotalOf(tarpaulin)).toBe('158,40 €');
    await expect(totalRow(canvasElement, 'Sous total HT')).toBe('857,00 €');
    await expect(totalRow(canvasElement, 'Frais de port TTC')).toBe('5,00 €');
    await expect(totalRow(canvasElement, 'Taxe')).toBe('172,40 €');
    await expect(totalRow(canvasElement, 'Total TTC')).toBe('1 033,40 €');
    await expect(body.getByRole('button', { name: 'Panier, 3 articles' })).toBeInTheDocument();
    await expect(body.getByRole('heading', { name: 'Mon panier (3)' })).toBeVisible();
    await expect(serverLines(cart)).toEqual([
      { sku: 'CS-10-VERT', qty: 1 },
      { sku: 'BA-46', qty: 2 },
    ]);
  },
};

/** A quantity change the server has not confirmed yet: that line's controls are disabled while it syncs. */
export const Syncing: Story = {
  loaders: [
    withCart({ added: [greenTank, twoTarpaulins] }, async (cart) => {
      await loadFirst(cart);
      cart.server.pause();
      const tank = engineLine(cart, 'CS-10-VERT');
      if (tank) void cart.cartSync.updateQuantity(tank.checksum, 2);
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const cart = storyCart(loaded);
    const tank = await lineItem(canvasElement, TANK);
    const tarpaulin = await lineItem(canvasElement, TARPAULIN);
    await expect(tank).toHaveAttribute('aria-busy', 'true');
    await expect(within(tank).getByRole('textbox', { name: `Quantité de ${TANK}` })).toBeDisabled();
    await expect(within(tank).getByRole('button', { name: 'Ajouter un article' })).toBeDisabled();
    await expect(within(tank).getByRole('button', { name: `Retirer ${TANK} du panier` })).toBeDisabled();
    await expect(rowTotalOf(tank)).toBe('1 740,00 €');
    await expect(tarpaulin).not.toHaveAttribute('aria-busy');
    await expect(within(tarpaulin).getByRole('textbox', { name: `Quantité de ${TARPAULIN}` })).toBeEnabled();
    const state = cart.cartSync.getState();
    await expect(state.isSyncing).toBe(true);
    await expect(engineLine(cart, 'CS-10-VERT')).toMatchObject({ qty: 2, prev_qty: 1 });
    await expect(serverLines(cart)).toContainEqual({ sku: 'CS-10-VERT', qty: 1 });
  },
};

/**
 * SPEC §4 "Stock sync for a cart item": the valve ran out after it was added; the stock check of the
 * first load marks it "Out of the stock!" (cart-sync's message), shown in French ("Rupture de stock").
 */
export const StockWarning: Story = {
  loaders: [
    withCart({ added: [greenTank, { ...storyCatalogue.valve, qty: 2 }] }, ({ server }) =>
      server.setStock('VA-PVC-40', 'out_of_stock'),
    ),
  ],
  play: async ({ canvasElement, loaded }) => {
    const cart = storyCart(loaded);
    const valve = await lineItem(canvasElement, VALVE);
    const tank = await lineItem(canvasElement, TANK);
    await expect(await within(valve).findByText('Rupture de stock')).toBeVisible();
    await expect(within(tank).queryByText('Rupture de stock')).toBeNull();
    await expect(engineLine(cart, 'VA-PVC-40')?.errors?.stock).toBe('outOfTheStock');
    await expect(engineLine(cart, 'CS-10-VERT')?.info?.stock).toBe('inStock');
  },
};

/** Offline: the lines are kept on this device, with an estimated subtotal and no server totals. */
export const Offline: Story = {
  loaders: [withCart({ online: false, added: [greenTank, { ...storyCatalogue.valve, qty: 2 }] })],
  play: async ({ canvasElement, loaded }) => {
    const cart = storyCart(loaded);
    const body = page(canvasElement);
    const valve = await lineItem(canvasElement, VALVE);
    await expect(rowTotalOf(valve)).toBe('49,80 €');
    await expect(totalRow(canvasElement, 'Sous total TTC (estimation)')).toBe('919,80 €');
    await expect(body.queryByText('Total TTC', { selector: 'dt' })).toBeNull();
    await expect(body.getByText(/seront calculés dès que le panier sera synchronisé/)).toBeVisible();
    await expect(within(valve).getByRole('textbox', { name: `Quantité de ${VALVE}` })).toBeEnabled();
    await expect(cart.cartSync.getState().items.every((line) => line.server_item_id === undefined)).toBe(true);
    await expect(cart.server.carts.size).toBe(0);
  },
};

/** Coming back online syncs the lines kept offline: the server cart holds them and its totals replace the estimate. */
export const BackOnline: Story = {
  loaders: [withCart({ online: false, added: [greenTank, { ...storyCatalogue.valve, qty: 2 }] })],
  play: async ({ canvasElement, loaded }) => {
    const cart = storyCart(loaded);
    const body = page(canvasElement);
    await expect(await body.findByText('Sous total TTC (estimation)')).toBeVisible();
    cart.goOnline();
    await waitFor(() => expect(totalRow(canvasElement, 'Total TTC')).toBe('924,80 €'));
    await expect(body.queryByText('Sous total TTC (estimation)')).toBeNull();
    await cart.cartSync.idle();
    await expect(serverLines(cart)).toEqual([
      { sku: 'CS-10-VERT', qty: 1 },
      { sku: 'VA-PVC-40', qty: 2 },
    ]);
  },
};

/**
 * Changing a quantity in the mini-cart goes through the engine: its line changes at once (pending
 * until the server confirms), the line total follows, then the server cart and its totals. A quantity
 * typed above the product's maximum stays at the maximum (`maxQuantity`, the product's max_sale_qty).
 */
export const ChangeQuantity: Story = {
  loaders: [withCart({ added: [greenTank, twoTarpaulins] })],
  play: async ({ canvasElement, loaded, userEvent }) => {
    const cart = storyCart(loaded);
    const body = page(canvasElement);
    const tarpaulin = await lineItem(canvasElement, TARPAULIN);
    await waitFor(() => expect(totalRow(canvasElement, 'Total TTC')).toBe('1 033,40 €'));

    cart.server.pause();
    await userEvent.click(within(tarpaulin).getByRole('button', { name: 'Ajouter un article' }));
    await waitFor(() => expect(engineLine(cart, 'BA-46')?.qty).toBe(3));
    await waitFor(() => expect(tarpaulin).toHaveAttribute('aria-busy', 'true'));
    await expect(within(tarpaulin).getByRole('button', { name: 'Ajouter un article' })).toBeDisabled();
    await expect(rowTotalOf(tarpaulin)).toBe('237,60 €');
    await expect(body.getByRole('button', { name: 'Panier, 4 articles' })).toBeInTheDocument();
    cart.server.resume();
    await waitFor(() => expect(tarpaulin).not.toHaveAttribute('aria-busy'));
    await waitFor(() => expect(totalRow(canvasElement, 'Total TTC')).toBe('1 112,60 €'));
    await expect(serverLines(cart)).toContainEqual({ sku: 'BA-46', qty: 3 });

    const quantity = within(tarpaulin).getByRole('textbox', { name: `Quantité de ${TARPAULIN}` });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12{Enter}');
    await waitFor(() => expect(engineLine(cart, 'BA-46')?.qty).toBe(10));
    await waitFor(() => expect(rowTotalOf(tarpaulin)).toBe('792,00 €'));
    await waitFor(() => expect(totalRow(canvasElement, 'Total TTC')).toBe('1 667,00 €'));
    await expect(serverLines(cart)).toContainEqual({ sku: 'BA-46', qty: 10 });
    await expect(body.getByRole('button', { name: 'Panier, 11 articles' })).toBeInTheDocument();
  },
};

/**
 * Removing asks first (SPEC §2); Cancel keeps the line in the engine, confirming removes it from the
 * engine at once and from the server cart at the next sync. The last line gone, the cart is empty.
 */
export const RemoveLine: Story = {
  loaders: [withCart({ added: [greenTank, twoTarpaulins] })],
  play: async ({ canvasElement, loaded, userEvent }) => {
    const cart = storyCart(loaded);
    const body = page(canvasElement);
    await lineItem(canvasElement, TARPAULIN);
    await userEvent.click(body.getByRole('button', { name: `Retirer ${TARPAULIN} du panier` }));
    await expect(body.getByRole('group', { name: `Retirer « ${TARPAULIN} » du panier ?` })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Annuler' }));
    await expect(engineLine(cart, 'BA-46')).toBeDefined();

    await userEvent.click(body.getByRole('button', { name: `Retirer ${TARPAULIN} du panier` }));
    await userEvent.click(body.getByRole('button', { name: 'Oui, retirer' }));
    await waitFor(() => expect(body.queryByRole('link', { name: TARPAULIN })).toBeNull());
    await expect(engineLine(cart, 'BA-46')).toBeUndefined();
    await expect(body.getByRole('button', { name: 'Panier, 1 article' })).toBeInTheDocument();
    await waitFor(() => expect(totalRow(canvasElement, 'Total TTC')).toBe('875,00 €'));
    await expect(serverLines(cart)).toEqual([{ sku: 'CS-10-VERT', qty: 1 }]);

    await userEvent.click(body.getByRole('button', { name: `Retirer ${TANK} du panier` }));
    await userEvent.click(body.getByRole('button', { name: 'Oui, retirer' }));
    await expect(await body.findByText('Votre panier est vide')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Panier, 0 article' })).toBeInTheDocument();
    await cart.cartSync.idle();
    await expect(serverLines(cart)).toEqual([]);
  },
};

/** SPEC §4 `minicartCountType: 'lines'`: the badge counts lines, not units; quantity changes leave it alone. */
export const CountByLines: Story = {
  loaders: [
    withCart({
      minicartCountType: 'lines',
      added: [greenTank, twoTarpaulins, { ...storyCatalogue.valve, qty: 3 }],
    }),
  ],
  play: async ({ canvasElement, loaded, userEvent }) => {
    const cart = storyCart(loaded);
    const body = page(canvasElement);
    const valve = await lineItem(canvasElement, VALVE);
    await expect(body.getByRole('button', { name: 'Panier, 3 articles' })).toBeInTheDocument();
    await expect(cart.cartSync.miniCartCount('quantities')).toBe(6);
    await userEvent.click(within(valve).getByRole('button', { name: 'Ajouter un article' }));
    await waitFor(() => expect(engineLine(cart, 'VA-PVC-40')?.qty).toBe(4));
    await expect(body.getByRole('button', { name: 'Panier, 3 articles' })).toBeInTheDocument();
    await userEvent.click(within(valve).getByRole('button', { name: `Retirer ${VALVE} du panier` }));
    await userEvent.click(body.getByRole('button', { name: 'Oui, retirer' }));
    await expect(await body.findByRole('button', { name: 'Panier, 2 articles' })).toBeInTheDocument();
  },
};
