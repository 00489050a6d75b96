export { naverSandbox } from '../kakao/sandbox'
