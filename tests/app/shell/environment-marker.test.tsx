import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EnvironmentMarker } from '../../../src/app/shell/environment-marker.tsx';
import { renderWithProviders } from '../../helpers/render-with-providers.tsx';

describe('the environment marker (spec §1)', () => {
  it('says QA on a QA host', () => {
    renderWithProviders(<EnvironmentMarker environment="qa" />);
    expect(screen.getByTestId('environment-marker')).toHaveTextContent('Environment: QA');
  });

  it('says Staging on a staging host', () => {
    renderWithProviders(<EnvironmentMarker environment="staging" />);
    expect(screen.getByTestId('environment-marker')).toHaveTextContent('Environment: Staging');
  });

  it('shows nothing in production', () => {
    renderWithProviders(<EnvironmentMarker environment="production" />);
    expect(screen.queryByTestId('environment-marker')).not.toBeInTheDocument();
  });
});
