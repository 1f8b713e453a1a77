import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliveryCountries, deliveryEstimateLabels, storyZipProblem } from '../fixtures/checkout';
import { DeliveryEstimate, type DeliveryEstimateProps } from './DeliveryEstimate';

afterEach(cleanup);

const props: DeliveryEstimateProps = {
  status: 'unknown',
  countries: deliveryCountries,
  country: 'FR',
  validate: storyZipProblem,
  onEstimate: () => {},
  labels: deliveryEstimateLabels,
};

describe('DeliveryEstimate', () => {
  it('says the cost is computed from the address until a postcode is known', () => {
    render(<DeliveryEstimate {...props} />);
    expect(screen.getByText('Livraison')).toBeTruthy();
    expect(screen.getByText('Calculée selon l’adresse de livraison')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Estimer la livraison' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('estimates only a postcode the rule accepts, for the chosen country', () => {
    const onEstimate = vi.fn();
    render(<DeliveryEstimate {...props} onEstimate={onEstimate} />);
    fireEvent.click(screen.getByRole('button', { name: 'Estimer la livraison' }));
    const field = screen.getByRole('textbox', { name: 'Code postal' });
    fireEvent.change(field, { target: { value: '4900' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onEstimate).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('code postal français valide');
    fireEvent.change(field, { target: { value: ' 49000 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculer' }));
    expect(onEstimate).toHaveBeenCalledWith('FR', '49000');
    fireEvent.click(screen.getByRole('button', { name: 'Estimer la livraison' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Pays' }), { target: { value: 'DE' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Code postal' }), { target: { value: '10115' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculer' }));
    expect(onEstimate).toHaveBeenLastCalledWith('DE', '10115');
  });

  it('shows the cost incl. tax for the postcode, or "Offerte" when free', () => {
    const { rerender } = render(<DeliveryEstimate {...props} status="charged" place="49000" amountInclTax={5} />);
    expect(screen.getByText('Livraison au 49000')).toBeTruthy();
    expect(screen.getByText(/5,00/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Changer de code postal' })).toBeTruthy();
    expect(screen.queryByText(/totaux/)).toBeNull();
    rerender(
      <DeliveryEstimate
        {...props}
        status="charged"
        place="10115 (Allemagne)"
        amountInclTax={5}
        note="Les totaux sont ceux de la France."
      />,
    );
    expect(screen.getByText('Les totaux sont ceux de la France.')).toBeTruthy();
    rerender(<DeliveryEstimate {...props} status="free" place="49000" />);
    expect(screen.getByText('Offerte')).toBeTruthy();
    expect(screen.queryByText(/5,00/)).toBeNull();
  });

  it('tells when the address is not delivered, and offers to try again after a failure', () => {
    const onRetry = vi.fn();
    const { rerender } = render(<DeliveryEstimate {...props} status="not-delivered" place="10115" />);
    expect(screen.getByText('Nous ne livrons pas cette adresse.')).toBeTruthy();
    rerender(<DeliveryEstimate {...props} status="error" place="49000" onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
