import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultSection } from './layout/layout-model';
import { LayoutSection } from './layout/LayoutSection';
import { Paginator } from './paginator/Paginator';
import { SessionTimeoutWarning } from './session-timeout/SessionTimeoutWarning';
import { StepIndicator } from './step-indicator/StepIndicator';
import { Toast } from './toast/Toast';
import { showToast, hideToast } from './toast/toast-store';

// Every page is server-rendered (DESIGN 6); the widgets must render without a DOM.
describe('server rendering', () => {
  it('the paginator renders real links without JS', () => {
    const html = renderToString(<Paginator totalEntries={50} page={2} hrefForPage={(p) => `/list?page=${p}`} />);
    expect(html).toContain('href="/list?page=3"');
    expect(html).toContain('aria-current="page"');
  });

  it('the session warning region is in the HTML while closed', () => {
    const html = renderToString(
      <SessionTimeoutWarning open={false} secondsLeft={30} onContinue={() => {}} onLogout={() => {}} onClose={() => {}} />,
    );
    expect(html).toContain('data-session-timeout-warning');
    expect(html).toContain('hidden');
  });

  it('a toast shown on the server never reaches the HTML', () => {
    showToast({ message: '다른 방문자의 알림', autoHide: false });
    const html = renderToString(<Toast />);
    hideToast();
    expect(html).not.toContain('다른 방문자의 알림');
    expect(html).toContain('role="status"');
  });

  it('layout and step indicator render', () => {
    expect(renderToString(<LayoutSection section={defaultSection()} renderComponent={() => null} />)).toContain(
      'data-column-key="col1"',
    );
    expect(renderToString(<StepIndicator steps={3} current={2} />)).toContain('aria-current="step"');
  });
});
