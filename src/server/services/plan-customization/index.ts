export { getPlanCustomization, updatePlanCustomization } from "./plan-customization";
