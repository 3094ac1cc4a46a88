// Setup of the `web` project. A wait for what the screen shows ends as soon as it shows; its bound
// only ends a test that can never pass. Testing Library's 1 s default made that bound a speed
// limit: on a loaded 2-core machine a render after a mocked answer can take longer. The bound is
// now well inside the test's own timeout, so only a screen that never shows the thing fails.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });

// jsdom has <dialog> but not its modal API (web-kit's Dialog opens with showModal()). This stands
// in for what a browser does: `open` while shown, a cancelable `cancel` on Escape, `close` after.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const top = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].at(-1);
    if (top?.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
