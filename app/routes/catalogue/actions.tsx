import { useSearchParams } from "react-router";
import { BackLink } from "#app/components/back-link/BackLink.tsx";
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from "#app/components/button/Button.tsx";
import { Card } from "#app/components/card/Card.tsx";
import { pageLinks, Pager } from "#app/components/pager/Pager.tsx";
import * as styles from "#app/styles/catalogue.css.ts";

const buttonVariants: ButtonVariant[] = ["primary", "secondary", "success", "danger", "info", "brand"];
const buttonSizes: ButtonSize[] = ["small", "medium", "large"];
const PAGER_PAGES = 3;

/** Buttons, links back to the previous step, and pagers. */
export function ActionsAndNavigation() {
  const [searchParams] = useSearchParams();
  const pagerPage = Math.min(Math.max(Number(searchParams.get("page")) || 2, 1), PAGER_PAGES);
  return (
    <>
      <Card title="Buttons">
        {buttonSizes.map((size) => (
          <div key={size} className={styles.row}>
            {buttonVariants.map((variant) => (
              <Button key={variant} type="button" variant={variant} size={size}>
                {variant} {size}
              </Button>
            ))}
          </div>
        ))}
        <div className={styles.row}>
          <ButtonLink to="/__catalogue" variant="primary">
            Button link
          </ButtonLink>
          <ButtonLink to="/__catalogue" variant="brand" size="small">
            Brand link
          </ButtonLink>
          <Button type="button" disabled>
            Disabled
          </Button>
        </div>
      </Card>

      <Card title="Back link">
        <div>
          <BackLink to="/__catalogue">Back to billing</BackLink>
        </div>
        <div>
          <BackLink to="/__catalogue" />
        </div>
        <p className={styles.note}>
          Above the page&apos;s heading, to the previous step. The arrow is drawn, so only the words are read.
        </p>
      </Card>

      <Card title="Pager">
        <Pager
          label="Pages of examples"
          {...pageLinks({
            page: pagerPage,
            pageCount: PAGER_PAGES,
            of: "examples",
            href: (page) => `/__catalogue?page=${page}`,
          })}
        />
        <Pager
          label="Months"
          previous={{ to: "/__catalogue", text: "Previous month" }}
          next={{ to: "/__catalogue", text: "Next month" }}
        />
      </Card>
    </>
  );
}
