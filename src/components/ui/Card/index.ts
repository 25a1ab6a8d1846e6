export {
  Card,
  CardActions,
  CardBody,
  CardMeta,
  CardTitle,
  type CardActionsProps,
  type CardBodyProps,
  type CardMetaProps,
  type CardProps,
  type CardTitleProps,
} from './Card';
