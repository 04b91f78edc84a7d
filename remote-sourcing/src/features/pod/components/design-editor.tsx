import { UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Segmented, Slider, Typography, Upload } from 'antd';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { POD_MAX_DESIGN_BYTES, type PodBlankDetail } from '@omni/shared/contracts';
import { usePodDesign, useSavePodDesign } from '../api/pod-design';
import {
  clampPlacement,
  DEFAULT_PLACEMENT,
  pointerToPosition,
  SCALE_RANGE,
  type Placement,
} from '../utils/placement';

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * Places an uploaded picture inside a design area of the blank: drag it on the mockup or use
 * the sliders; Save stores the picture and the placement (design_info) for the pod push.
 */
export function DesignEditor({ blank }: { blank: PodBlankDetail }) {
  const { t } = useTranslation('sourcing');
  const { message } = App.useApp();
  const saved = usePodDesign(blank.id);
  const save = useSavePodDesign();
  const [area, setArea] = useState(blank.design_areas[0]?.key ?? '');
  const [placement, setPlacement] = useState<Placement>(DEFAULT_PLACEMENT);
  const [picture, setPicture] = useState<string | null>(null);
  const [pictureChanged, setPictureChanged] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  // Show the saved design when it arrives, unless the user has already started editing (what
  // they did is never overwritten).
  const touched = useRef(false);
  useEffect(() => {
    const info = saved.data?.design_info;
    if (!info || touched.current) return;
    setArea(info.area);
    setPlacement({
      x: info.position.x,
      y: info.position.y,
      scale: info.scale,
      rotation: info.rotation,
    });
    setPicture(info.image_url);
  }, [saved.data]);

  const box = blank.design_areas.find((entry) => entry.key === area) ?? blank.design_areas[0];
  const update = (next: Partial<Placement>) =>
    setPlacement((old) => clampPlacement({ ...old, ...next }));
  const moveTo = (event: PointerEvent<HTMLDivElement>) => {
    if (!areaRef.current) return;
    update(pointerToPosition(event, areaRef.current.getBoundingClientRect()));
  };

  const choose = async (file: File) => {
    setProblem(null);
    if (!['image/png', 'image/jpeg'].includes(file.type))
      return setProblem(t('pod.editor.badType'));
    if (file.size > POD_MAX_DESIGN_BYTES) return setProblem(t('pod.editor.tooLarge'));
    touched.current = true;
    setPicture(await readAsDataUrl(file));
    setPictureChanged(true);
  };

  const submit = () =>
    save.mutate(
      {
        blank_id: blank.id,
        area,
        ...(pictureChanged && picture ? { image: picture } : {}),
        position: { x: placement.x, y: placement.y },
        scale: placement.scale,
        rotation: placement.rotation,
      },
      {
        onSuccess: (design) => {
          setPictureChanged(false);
          setPicture(design.design_info.image_url);
          void message.success(t('pod.editor.saved'));
        },
      },
    );

  if (!box) return <Alert type="warning" showIcon title={t('pod.editor.noArea')} />;
  return (
    <Flex gap="large" wrap data-testid="design-editor">
      <div
        style={{ position: 'relative', width: 360, maxWidth: '100%', aspectRatio: '1 / 1' }}
        dir="ltr"
      >
        <img
          src={blank.image}
          alt={blank.title}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
        <div
          ref={areaRef}
          data-testid="design-area"
          onPointerDown={(event) => {
            if (!picture) return;
            dragging.current = true;
            event.currentTarget.setPointerCapture(event.pointerId);
            moveTo(event);
          }}
          onPointerMove={(event) => {
            if (dragging.current) moveTo(event);
          }}
          onPointerUp={() => {
            dragging.current = false;
          }}
          style={{
            position: 'absolute',
            left: `${box.left * 100}%`,
            top: `${box.top * 100}%`,
            width: `${box.width * 100}%`,
            height: `${box.height * 100}%`,
            outline: '2px dashed #1677ff',
            overflow: 'hidden',
            touchAction: 'none',
            cursor: picture ? 'move' : 'default',
          }}
        >
          {picture ? (
            <img
              src={picture}
              alt={t('pod.editor.design')}
              data-testid="design-picture"
              draggable={false}
              style={{
                position: 'absolute',
                left: `${placement.x * 100}%`,
                top: `${placement.y * 100}%`,
                width: `${placement.scale * 100}%`,
                transform: `translate(-50%, -50%) rotate(${placement.rotation}deg)`,
                pointerEvents: 'none',
              }}
            />
          ) : null}
        </div>
      </div>
      <Flex vertical gap="small" style={{ minWidth: 260, flex: 1 }}>
        <Typography.Text strong>{t('pod.editor.area')}</Typography.Text>
        <Segmented
          options={blank.design_areas.map((entry) => ({
            label: `${t(`pod.areas.${entry.key}`)} (${entry.width_mm}×${entry.height_mm} mm)`,
            value: entry.key,
          }))}
          value={area}
          onChange={(value) => {
            touched.current = true;
            setArea(String(value));
          }}
        />
        <Upload
          accept="image/png,image/jpeg"
          showUploadList={false}
          beforeUpload={(file) => {
            void choose(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} data-testid="design-upload">
            {picture ? t('pod.editor.replace') : t('pod.editor.upload')}
          </Button>
        </Upload>
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
        <label>
          {t('pod.editor.horizontal')}
          <Slider
            ariaLabelForHandle={t('pod.editor.horizontal')}
            min={0}
            max={1}
            step={0.01}
            value={placement.x}
            onChange={(x) => update({ x })}
            disabled={!picture}
          />
        </label>
        <label>
          {t('pod.editor.vertical')}
          <Slider
            ariaLabelForHandle={t('pod.editor.vertical')}
            min={0}
            max={1}
            step={0.01}
            value={placement.y}
            onChange={(y) => update({ y })}
            disabled={!picture}
          />
        </label>
        <label>
          {t('pod.editor.scale')}
          <Slider
            ariaLabelForHandle={t('pod.editor.scale')}
            min={SCALE_RANGE.min}
            max={SCALE_RANGE.max}
            step={0.01}
            value={placement.scale}
            onChange={(scale) => update({ scale })}
            disabled={!picture}
            data-testid="design-scale"
          />
        </label>
        <label>
          {t('pod.editor.rotation')}
          <Slider
            ariaLabelForHandle={t('pod.editor.rotation')}
            min={-180}
            max={180}
            value={placement.rotation}
            onChange={(rotation) => update({ rotation })}
            disabled={!picture}
          />
        </label>
        {save.isError ? <Alert type="error" showIcon title={t('pod.editor.saveFailed')} /> : null}
        <Button
          type="primary"
          onClick={submit}
          loading={save.isPending}
          disabled={!picture}
          data-testid="design-save"
        >
          {t('pod.editor.save')}
        </Button>
      </Flex>
    </Flex>
  );
}
