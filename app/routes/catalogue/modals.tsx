import { useSearchParams } from "react-router";
import { Button, ButtonLink } from "#app/components/button/Button.tsx";
import { Card } from "#app/components/card/Card.tsx";
import { Modal, modalHref, type ModalSize } from "#app/components/modal/Modal.tsx";
import * as styles from "#app/styles/catalogue.css.ts";

const modalSizes: ModalSize[] = ["small", "medium", "large"];

/** Modals in each size, opened from the URL. */
export function Modals() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <Card title="Modals">
        <p>Modals open from the URL, so these are plain links.</p>
        <div className={styles.row}>
          {modalSizes.map((size) => (
            <ButtonLink key={size} to={modalHref(searchParams, size)} variant="secondary" preventScrollReset>
              Open {size} modal
            </ButtonLink>
          ))}
        </div>
      </Card>
      {modalSizes.map((size) => (
        <Modal
          key={size}
          value={size}
          size={size}
          title={`A ${size} modal`}
          footer={<Button type="button">Confirm</Button>}
        >
          <p>This modal is {size === "small" ? "500px" : size === "medium" ? "700px" : "85%"} wide.</p>
          <p>Press Escape or use Close to leave it.</p>
        </Modal>
      ))}
    </>
  );
}
