"""Family k: a sepak takraw league in northern Thailand: LINE groups and notifications, ticket
payments, the live score service, referee tablets, the stadium scoreboard, season tickets."""

from __future__ import annotations

from thirtysixth_spec import human_with, reg

FAM = "sepak_takraw_league_thailand"
ORGS = ("takraw-chiangrai",)
HUMAN = human_with(
    "takraw", "sepak", "tekong", "killer", "feeder", "regu", "chiangrai", "rattan", "lanna",
    "doi", "mekong", "sawasdee",
    firsts=("Somchai", "Nok", "Anan", "Ploy", "Kittisak", "Fon"),
)  # fmt: skip

reg(
    FAM,
    ORGS,
    "takraw_thai_line_chat_rahat_phan_reply",
    ("line/<<org>>/[LINE] แชทกับกรรมการลีก <<n>>.txt", "backup/<<first>>/line_<<date>>.txt"),
    """<<date_sl>> วันเสาร์
<<time>>\t<<ufirst>>\tพี่ครับ รหัสผ่านเข้าระบบบันทึกคะแนนคืออะไรครับ แข่งนัดแรกบ่ายนี้
<<time>>\tพี่อนันต์\tแป๊บนึง
<<time>>\tพี่อนันต์\t<<cred>>
<<time>>\tพี่อนันต์\tห้ามส่งต่อนะ
<<time>>\t<<ufirst>>\tขอบคุณครับ
""",
    HUMAN,
)

reg(
    FAM,
    ORGS,
    "takraw_match_results_line_notify_apps_script",
    ("apps-script/<<org>>/แจ้งผลการแข่งขัน.gs", "league<<n>>/notify_results.gs"),
    """// ส่งผลการแข่งขันเข้ากลุ่ม LINE ของลีกเมื่อกรอกคะแนนในชีต
const LINE_NOTIFY_TOKEN = '<<cred>>';

function onEdit(e) {
  const sh = e.range.getSheet();
  if (sh.getName() !== 'ผลการแข่งขัน') return;
  const row = sh.getRange(e.range.getRow(), 1, 1, 5).getValues()[0];
  const msg = `${row[0]} ${row[1]} ${row[2]}-${row[3]} ${row[4]}`;
  UrlFetchApp.fetch('https://notify-api.line.me/api/notify', {
    method: 'post',
    headers: { Authorization: 'Bearer ' + LINE_NOTIFY_TOKEN },
    payload: { message: msg },
  });
}
""",
    "p:line_notify",
)

reg(
    FAM,
    ORGS,
    "takraw_tickets_omise_php_define_secret",
    ("tickets/<<org>>/config/omise.php", "www/takraw<<n>>/includes/omise-config.php"),
    """<?php
// ขายตั๋วรอบชิงชนะเลิศ (PromptPay + บัตรเครดิต)
define('OMISE_PUBLIC_KEY', 'pkey_5<<hex8>><<hex8>>x');
define('OMISE_SECRET_KEY', '<<cred>>');
define('OMISE_API_VERSION', '2019-05-29');
define('TICKET_PRICE_SATANG', 15000);
""",
    "p:omise",
)

reg(
    FAM,
    ORGS,
    "takraw_livescore_socket_env_redis_url",
    ("livescore/<<org>>/.env", "srv/livescore<<n>>/.env"),
    """# Live score: referee tablets -> socket server -> stadium screen and website
PORT=<<port>>
REDIS_URL=redis://:<<cred>>@<<ip>>:6379/0
CORS_ORIGIN=https://live.<<dom>>
LEAGUE_SEASON=<<year>>
""",
    "pw_url",
)

reg(
    FAM,
    ORGS,
    "takraw_referee_tablet_managed_config_plist",
    ("mdm/<<org>>/referee_tablet_<<n>>.plist", "tablets/court<<n>>/ScoreApp.plist"),
    """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>CourtNumber</key>
  <integer><<n>></integer>
  <key>ScoreServerURL</key>
  <string>https://live.<<dom>>/api</string>
  <key>RefereeAccount</key>
  <string>court<<n>></string>
  <key>RefereePassword</key>
  <string><<cred>></string>
  <key>LockToApp</key>
  <true/>
</dict>
</plist>
""",
    "pw_xml",
)

reg(
    FAM,
    ORGS,
    "takraw_stadium_scoreboard_elixir_runtime_exs",
    ("scoreboard/<<org>>/config/runtime.exs", "apps/scoreboard<<n>>/config/runtime.exs"),
    """import Config

# Stadium LED scoreboard: Phoenix app fed by the referee tablets
config :scoreboard, Scoreboard.Repo,
  username: "scoreboard",
  password: "<<cred>>",
  hostname: "<<ip>>",
  database: "scoreboard_prod",
  pool_size: 5

config :scoreboard, ScoreboardWeb.Endpoint,
  http: [port: <<port>>],
  server: true
""",
    "pw_dq",
)

reg(
    FAM,
    ORGS,
    "takraw_club_accounts_csv_thai_bare_column",
    ("league/<<org>>/บัญชีทีม_<<year>>.csv", "shared/<<first>>/team_logins_<<n>>.csv"),
    """ทีม,ผู้ใช้,รหัสผ่าน,ผู้ประสานงาน
เชียงรายยูไนเต็ด,team<<n>>,<<cred>>,คุณพลอย
พะเยาตะกร้อ,team<<n3>>,ยังไม่ได้ตั้ง,คุณอนันต์
""",
    "pw_bare",
)

reg(
    FAM,
    ORGS,
    "takraw_season_ticket_typescript_jwt_secret",
    ("season-tickets/<<org>>/src/auth/jwt.ts", "api<<n>>/src/auth.ts"),
    """import jwt from 'jsonwebtoken';

// ตั๋วรายฤดูกาล: QR code ที่ประตูสนามเป็น JWT
const JWT_SECRET = '<<cred>>';

export function issueSeasonTicket(memberId: string, season: number): string {
  return jwt.sign({ sub: memberId, season }, JWT_SECRET, { expiresIn: '300d' });
}

export function verifyAtGate(token: string): { sub: string; season: number } {
  return jwt.verify(token, JWT_SECRET) as { sub: string; season: number };
}
""",
    "hex:64",
)
