export default function HomePage() {
  return <h1 className="p-10 text-4xl font-bold">Plansmith</h1>;
}
