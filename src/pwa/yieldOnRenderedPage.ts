import { PAGE_STATE_ID } from '../domain/pageState'
import { nextTask } from './idleSteps'

/**
 * A break in the main chunk's evaluation on a page the server rendered (issue 14: no long task
 * after the first paint). main.tsx imports this module after React and before the router and the
 * app's own modules; the bundle keeps that order in one chunk, so this top-level await splits the
 * chunk's evaluation in two tasks. On the shell (nothing on the screen yet) there is nothing to
 * keep responsive, and no wait.
 *
 * The timer is set from a microtask, not from the module's body: a profiler (Lighthouse, DevTools)
 * records the stack of every timer set, and a stack holding the chunk's top level makes V8 parse
 * the whole 380 KB chunk again for its source positions, a long task of its own.
 */
if (document.getElementById(PAGE_STATE_ID)) await Promise.resolve().then(nextTask)
