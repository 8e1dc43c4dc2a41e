import { createElement, type HTMLAttributes, type ReactElement } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

function render(node: AbstractNode, key?: number): ReactElement {
  const attrs = Object.fromEntries(Object.entries(node.attrs).map(([k, v]) => [camel(k), v]));
  return createElement(node.tag, { key, ...attrs }, node.children?.map(render));
}

interface Props extends HTMLAttributes<HTMLSpanElement> {
  /** An outlined or filled icon of `@ant-design/icons-svg` (two-tone icons are not drawn). */
  icon: IconDefinition;
}

/**
 * An antd icon drawn as plain SVG, with antd's markup and classes (`span.anticon > svg`). The
 * storefront's first screen shows a dozen icons; `@ant-design/icons` would bring its icon
 * runtime (context, style injection, two-tone colours) for them, this draws the same paths.
 */
export function ShopIcon({ icon, className, ...rest }: Props) {
  const { icon: svg, name } = icon;
  if (typeof svg === 'function') return null;
  return (
    <span
      role="img"
      aria-label={name}
      {...rest}
      className={`anticon anticon-${name}${className ? ` ${className}` : ''}`}
    >
      {createElement(
        'svg',
        {
          ...Object.fromEntries(Object.entries(svg.attrs).map(([k, v]) => [camel(k), v])),
          width: '1em',
          height: '1em',
          fill: 'currentColor',
          'aria-hidden': 'true',
          'data-icon': name,
        },
        svg.children?.map(render),
      )}
    </span>
  );
}
