import { loadTable, measureLoad } from "./load";
const rs = [];
for (const p of process.argv.slice(2)) rs.push(await measureLoad(p, `http://127.0.0.1:3197${p}`, { seconds: 3 }));
console.log(loadTable(rs));
