export { startPlanGeneration, type StartPlanRequest } from "./start-plan";
export { startSectionAction, type SectionActionRequest } from "./section-action";
export { startDiagramGeneration, type DiagramRequest } from "./diagram";
export { keepRevisionBeforeSectionAction } from "./keep-revision";
