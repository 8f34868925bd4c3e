// The design system: import from here, e.g. `import { Button, Card } from "./index.ts"`.
export { Alert, type AlertProps, type AlertType } from "./Alert.tsx";
export { AppHeader, AppShell, type AppHeaderProps, type AppShellProps, type NavItem } from "./AppShell.tsx";
export {
  AddressMatches,
  AddressSearchForm,
  ManualAddressFields,
  type AddressMatchesProps,
  type AddressSearchFormProps,
  type ManualAddressFieldsProps,
} from "./address/AddressSearch.tsx";
export { BackLink, type BackLinkProps } from "./BackLink.tsx";
export { DateTime } from "./DateTime.tsx";
export {
  Button,
  ButtonLink,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from "./Button.tsx";
export { Card, type CardProps } from "./Card.tsx";
export { CheckboxField, type CheckboxFieldProps } from "./form/CheckboxField.tsx";
export { CheckboxGroup, type CheckboxGroupProps } from "./form/CheckboxGroup.tsx";
export { CheckYourAnswers, type CheckYourAnswersRow } from "./journey/CheckYourAnswers.tsx";
export { DateInput, type DateInputProps } from "#app/components/date-input/DateInput.tsx";
export {
  ErrorSummary,
  type ErrorSummaryItem,
  type ErrorSummaryProps,
  type SummarisedForm,
} from "./form/ErrorSummary.tsx";
export { FallbackError, type FallbackErrorProps } from "./FallbackError.tsx";
export { FailureDetail, FailureNotice, type FailureShown, TryAgain } from "./FailureNotice.tsx";
export { Field, type FieldMeta, type FieldProps } from "./form/Field.tsx";
export { Icon, iconNames, type IconName } from "./Icon.tsx";
export { IconList, type IconListItem, type IconListProps } from "./IconList.tsx";
export { LoadingOverlay, type LoadingOverlayProps } from "./LoadingOverlay.tsx";
export { Logo, type LogoMark, type LogoProps } from "./Logo.tsx";
export { Modal, modalHref, type ModalProps, type ModalSize } from "./Modal.tsx";
export { NotFound } from "#app/components/error/NotFound.tsx";
export { PageHeading, type PageHeadingProps } from "./PageHeading.tsx";
export { pageLinks, Pager, type PagerLink, type PagerProps } from "#app/components/lists/Pager.tsx";
export { PendingIndicator } from "./PendingIndicator.tsx";
export { ProgressBar, type ProgressBarProps } from "./ProgressBar.tsx";
export { RadioGroup, type RadioGroupProps, type RadioOption } from "./form/RadioGroup.tsx";
export { RenderErrorScreen, type RenderErrorScreenProps } from "#app/components/error/RenderErrorScreen.tsx";
export { RouteErrorScreen, type RouteErrorScreenProps } from "#app/components/error/RouteErrorScreen.tsx";
export { SelectField, type SelectFieldProps, type SelectOption } from "./form/SelectField.tsx";
export { MainContent } from "./MainContent.tsx";
export { SkipLink, type SkipLinkProps } from "./SkipLink.tsx";
export { StatusBadge, type StatusBadgeProps, type StatusTone } from "#app/components/lists/StatusBadge.tsx";
export {
  StepTimeline,
  type StepStatus,
  type StepTimelineProps,
  type TimelineStep,
} from "#app/components/timeline/StepTimeline.tsx";
export { SummaryList, type SummaryListLayout, type SummaryListProps, type SummaryListRow } from "./SummaryList.tsx";
export { Table, type TableColumn, type TableProps } from "#app/components/lists/Table.tsx";
export { TextareaField, type TextareaFieldProps } from "./form/TextareaField.tsx";
