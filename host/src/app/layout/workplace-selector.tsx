import { EditOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Form, Input, Modal } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { useCurrentUser } from '../account/use-current-user';
import { useSwitchWorkplace } from '../account/use-switch-workplace';
import { useCreateWorkplace, useRenameWorkplace, useWorkplaces } from '../account/workplaces-api';

type Dialog = { mode: 'create' } | { mode: 'rename'; id: string; name: string } | null;

/** Workplace switcher at the top of the side menu, with "create" and "rename". */
export function WorkplaceSelector() {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const user = useCurrentUser();
  const currentId = useAtomValue(currentWorkspaceIdAtom);
  const { data: fetched } = useWorkplaces();
  const workplaces = fetched ?? user.workplaces;
  const current = workplaces.find((workplace) => workplace.id === currentId) ?? workplaces[0];
  const switchWorkplace = useSwitchWorkplace();
  const create = useCreateWorkplace();
  const rename = useRenameWorkplace();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [form] = Form.useForm<{ name: string }>();

  const openDialog = (next: Dialog) => {
    form.setFieldsValue({ name: next?.mode === 'rename' ? next.name : '' });
    setDialog(next);
  };

  const submit = async ({ name }: { name: string }) => {
    if (!dialog) return;
    if (dialog.mode === 'create') {
      const created = await create.mutateAsync(name.trim());
      setDialog(null);
      await switchWorkplace(created.id);
    } else {
      await rename.mutateAsync({ id: dialog.id, name: name.trim() });
      setDialog(null);
    }
    message.success(t('workplace.saved'));
  };

  return (
    <div className="omni-workplace" data-testid="workplace-selector">
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: current ? [current.id] : [],
          items: [
            ...workplaces.map((workplace) => ({
              key: workplace.id,
              label: <span data-testid="workplace-option">{workplace.name}</span>,
            })),
            { type: 'divider' as const },
            {
              key: '__create',
              icon: <PlusOutlined aria-hidden />,
              label: <span data-testid="workplace-create">{t('workplace.create')}</span>,
            },
          ],
          onClick: ({ key }) => {
            if (key === '__create') openDialog({ mode: 'create' });
            else if (key !== current?.id) void switchWorkplace(key);
          },
        }}
      >
        <Button block className="omni-workplace-button" data-testid="workplace-current">
          <span className="omni-workplace-text">
            <span className="omni-workplace-label">{t('workplace.label')}</span>
            <span className="omni-workplace-name">{current?.name ?? t('workplace.none')}</span>
          </span>
          <SwapOutlined aria-hidden />
        </Button>
      </Dropdown>
      {current && (
        <Button
          type="text"
          size="small"
          icon={<EditOutlined aria-hidden />}
          aria-label={t('workplace.rename')}
          data-testid="workplace-rename"
          onClick={() => openDialog({ mode: 'rename', id: current.id, name: current.name })}
        />
      )}
      <Modal
        open={dialog !== null}
        title={dialog?.mode === 'rename' ? t('workplace.rename') : t('workplace.create')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={create.isPending || rename.isPending}
        onOk={() => form.submit()}
        onCancel={() => setDialog(null)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          <Form.Item
            name="name"
            label={t('workplace.name')}
            rules={[
              { required: true, whitespace: true, message: t('validation.required') },
              { max: 100, message: t('validation.tooLong', { max: 100 }) },
            ]}
          >
            <Input autoFocus maxLength={100} data-testid="workplace-name-input" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
