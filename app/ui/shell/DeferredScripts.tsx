import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts } from 'react-router';

/** The id of React Router's start-up module script, kept inert in the page until it is time. */
const BOOT_ID = 'rr-boot';

/**
 * Starts the page's JavaScript once its largest content is on screen (docs/decisions/
 * 043-js-after-lcp.md). Until then the browser spends the phone's bandwidth and CPU on the HTML, its
 * inline CSS and the one image marked fetchpriority="high", not on 120 KB of framework code.
 *
 * Runs in the page as it is parsed (inline, with the response's nonce): waits for that image (if
 * the page has one) and for the frame that paints it, at most 3 s, then adds the module preloads
 * and React Router's start-up module (copied from the inert script, with the same nonce).
 *
 * The preloads go in a few at a time, one task each, and the start-up module in a task of its
 * own: each inserted `<link rel=modulepreload>` costs the main thread about 1 ms of a desktop's
 * time (4 ms on a phone), and 20–35 of them with the module in one task made a 100–400 ms long
 * task at 4× CPU slowdown (issue 27's traces). Split, no task is long; the downloads still start
 * within a few milliseconds of each other.
 */
const PRELOADS_PER_TASK = 6;
const LOADER = `(function(){var s=document.currentScript,n=s.nonce,h=JSON.parse(s.getAttribute('data-preloads')||'[]'),done=false,i=0;
function more(){for(var end=Math.min(i+${PRELOADS_PER_TASK},h.length);i<end;i++){var l=document.createElement('link');l.rel='modulepreload';l.href=h[i];document.head.appendChild(l)}setTimeout(i<h.length?more:boot,0)}
function boot(){var b=document.getElementById('${BOOT_ID}'),m=document.createElement('script');m.type='module';m.nonce=n;m.textContent=b.textContent;document.body.appendChild(m)}
function go(){if(done)return;done=true;more()}
function painted(){requestAnimationFrame(function(){setTimeout(go,0)})}
var img=document.querySelector('img[fetchpriority=high]');
if(img&&!img.complete){img.addEventListener('load',painted);img.addEventListener('error',painted)}else painted();
setTimeout(go,3000)})()`;

interface ScriptProps {
  type?: string;
  rel?: string;
  href?: string;
  dangerouslySetInnerHTML?: { __html: string };
}

/**
 * React Router's <Scripts> (the hydration data, the route modules, their module preloads), with
 * the start moved after the largest contentful paint: the module preloads and the start-up module
 * are not in the HTML; the loader above adds them. Everything else (the context script that
 * receives the streamed loader data, an import map) is rendered as React Router renders it.
 * The same on the server and in the browser, so hydration matches.
 */
export function DeferredScripts({ nonce }: { nonce: string }) {
  // A call, not an element: its output is rearranged below. It uses hooks, so it runs on every
  // render of this component, unconditionally, as a component's own hooks do.
  const scripts = Scripts({ nonce });
  if (scripts === null) return null;
  const preloads: string[] = [];
  const kept: ReactNode[] = [];
  let boot: string | undefined;
  const visit = (node: ReactNode) => {
    for (const child of Children.toArray(node)) {
      if (!isValidElement(child)) continue;
      const element = child as ReactElement<ScriptProps & { children?: ReactNode }>;
      if (element.type === Fragment) visit(element.props.children);
      else if (element.type === 'link' && element.props.rel === 'modulepreload' && element.props.href !== undefined) preloads.push(element.props.href);
      else if (element.type === 'script' && element.props.type === 'module') boot = element.props.dangerouslySetInnerHTML?.__html;
      else kept.push(element);
    }
  };
  visit(scripts);
  if (boot === undefined) return scripts;
  return (
    <>
      {kept}
      <script id={BOOT_ID} type="text/plain" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: boot }} />
      {/* The loader runs once, from the server's HTML; hydration keeps an element's inner HTML as
          the server wrote it, so the browser's bundle leaves the text out (0.4 KB as sent, issue 27). */}
      <script nonce={nonce} data-preloads={JSON.stringify([...new Set(preloads)])} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? LOADER : '' }} />
    </>
  );
}
