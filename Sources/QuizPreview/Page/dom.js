/**
 * A small element builder for the page's views.
 * @module
 */

/**
 * Makes an element. `attrs`: attributes (a `false`/`null`/`undefined` value leaves one out,
 * `true` sets it empty), `on*` functions as event listeners, `class` as the class list.
 * Children: nodes, strings (as text) and arrays of them; `null`/`false` are skipped.
 * @param {string} tag
 * @param {Record<string, any>} [attrs]
 * @param {...any} children
 * @returns {HTMLElement}
 */
export function h(tag, attrs = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith('on') && typeof value === 'function') element.addEventListener(name.slice(2), value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  append(element, children);
  return element;
}

/**
 * Appends children (nodes, strings, arrays of them; `null`/`false` skipped).
 * @param {Node} parent
 * @param {any[]} children
 */
export function append(parent, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(parent, child);
    else parent.appendChild(typeof child === 'string' || typeof child === 'number' ? document.createTextNode(String(child)) : child);
  }
}

/**
 * Replaces an element's children.
 * @param {Element} element
 * @param {...any} children
 */
export function replaceChildren(element, ...children) {
  element.textContent = '';
  append(element, children);
}

/**
 * Sets an attribute, or removes it for `null`.
 * @param {Element} element
 * @param {string} name
 * @param {string | null} value
 */
export function setAttr(element, name, value) {
  if (value === null) element.removeAttribute(name);
  else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/**
 * Sets a text, when it differs (so live regions speak only of changes).
 * @param {Node} node
 * @param {string} text
 */
export function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}
