import type { Meta, StoryObj } from '@storybook/react-vite';
import { breakpoints } from './breakpoints';
import { layout } from './layout';

const colours = [
  'brand',
  'brand-strong',
  'brand-soft',
  'accent',
  'text',
  'text-muted',
  'surface',
  'surface-alt',
  'surface-inverse',
  'border',
  'border-strong',
  'focus',
  'success',
  'info',
  'warning',
  'danger',
  'secondary',
  'star',
];
const sizes = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'];
const spaces = [1, 2, 3, 4, 5, 6, 7, 8];

function TokenSheet() {
  return (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <section>
        <h2>Couleurs</h2>
        <ul
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
            gap: '1rem',
            padding: 0,
            listStyle: 'none',
          }}
        >
          {colours.map((name) => (
            <li key={name}>
              <div
                style={{
                  height: '3rem',
                  borderRadius: 8,
                  border: '1px solid var(--ck-color-border)',
                  background: `var(--ck-color-${name})`,
                }}
              />
              <code>--ck-color-{name}</code>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2>Typographie (Inter Variable)</h2>
        {sizes.map((size) => (
          <p key={size} style={{ fontSize: `var(--ck-font-size-${size})`, margin: '0.25rem 0' }}>
            <code>--ck-font-size-{size}</code> Citerne souple 10 m³ — récupération d’eau de pluie
          </p>
        ))}
      </section>
      <section>
        <h2>Espacements</h2>
        {spaces.map((step) => (
          <div key={step} style={{ display: 'flex', alignItems: 'center', gap: '1rem', margin: '0.25rem 0' }}>
            <code style={{ width: '8rem' }}>--ck-space-{step}</code>
            <div style={{ width: `var(--ck-space-${step})`, height: '1rem', background: 'var(--ck-color-brand)' }} />
          </div>
        ))}
      </section>
      <section>
        <h2>Points de rupture et gabarits</h2>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.25rem 1rem' }}>
          {Object.entries(breakpoints).map(([name, value]) => (
            <div key={name} style={{ display: 'contents' }}>
              <dt>
                <code>{name}</code>
              </dt>
              <dd style={{ margin: 0 }}>{value} px</dd>
            </div>
          ))}
          {Object.entries(layout).map(([name, value]) => (
            <div key={name} style={{ display: 'contents' }}>
              <dt>
                <code>{name}</code>
              </dt>
              <dd style={{ margin: 0 }}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: TokenSheet,
} satisfies Meta<typeof TokenSheet>;

export default meta;

export const AllTokens: StoryObj<typeof meta> = {};
