import { render, screen } from '@testing-library/react';
import { KeepOnError } from './keep-on-error';

function Unfetchable(): never {
  throw Object.assign(new Error('Loading chunk 875 failed.'), { name: 'ChunkLoadError' });
}

describe('KeepOnError', () => {
  it('keeps the fallback on screen when its part cannot be shown, and lets the rest of the page be', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <h1>Poshak</h1>
        <KeepOnError fallback={<p>First banner</p>}>
          <Unfetchable />
        </KeepOnError>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Poshak' })).toBeInTheDocument();
    expect(screen.getByText('First banner')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('shows its part when it renders', () => {
    render(
      <KeepOnError fallback={<p>First banner</p>}>
        <p>Slider</p>
      </KeepOnError>,
    );
    expect(screen.getByText('Slider')).toBeInTheDocument();
    expect(screen.queryByText('First banner')).toBeNull();
  });
});
