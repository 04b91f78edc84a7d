import { Drawer, type DrawerProps } from 'antd';

/** Defaults of spec 000 §9: drawers are 1050 px wide and start under the 56 px top bar. */
export const DRAWER_WIDTH = 1050;
export const DRAWER_TOP_OFFSET = 56;
const DRAWER_Z_INDEX = 171;

/** The shell's slide-in drawer: open/closed with antd's closing animation, capped to the viewport. */
export function AppDrawer({ size = DRAWER_WIDTH, rootStyle, ...props }: DrawerProps) {
  return (
    <Drawer
      size={typeof size === 'number' ? `min(${size}px, 100vw)` : size}
      zIndex={DRAWER_Z_INDEX}
      rootStyle={{ top: DRAWER_TOP_OFFSET, ...rootStyle }}
      destroyOnHidden
      {...props}
    />
  );
}
