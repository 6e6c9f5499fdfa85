# ruff: noqa: E501
"""Family o: a mahjong club and parlour (tables, tournaments, online games)."""

from __future__ import annotations

from thirtyfourth_spec import human_with, reg

F = "mahjong_club_parlour_tables"

reg(
    F,
    "mahjong_chinese_wechat_mima_reply",
    ("chats/wechat_<<org>>_<<n3>>.txt", "export/majiang_qun_<<n>>.txt"),
    """<<year>>-0<<mon>>-<<day>> <<hh>>:<<mm>> 小李: 老板，收银系统的密码是多少？忘了
<<year>>-0<<mon>>-<<day>> <<hh>>:<<mm>> 王姐: 账号 admin
<<year>>-0<<mon>>-<<day>> <<hh>>:<<mm>> 王姐: <<cred>>
<<year>>-0<<mon>>-<<day>> <<hh>>:<<mm>> 小李: 好的 谢谢 🀄
""",
    human_with("mahjong", "hongzhong", "facai", "pung"),
)

reg(
    F,
    "mahjong_scoring_csharp_sqlclient_connection",
    ("Scoring/Data/Db.cs", "src/<<org>>.Tournament/Db.cs"),
    """using Microsoft.Data.SqlClient;

namespace Mahjong.Tournament.Data;

public static class Db
{
    private const string Conn =
        "Server=<<host>>,1433;Database=Tournament;User Id=scorer;Password=<<cred>>;TrustServerCertificate=True";

    public static SqlConnection Open()
    {
        var c = new SqlConnection(Conn);
        c.Open();
        return c;
    }
}
""",
    "pw",
    syntax="",
)

reg(
    F,
    "mahjong_online_tables_redis_conf_requirepass",
    ("redis/redis.conf", "etc/<<org>>/redis-tables.conf"),
    """bind 0.0.0.0
port 6379
protected-mode yes
requirepass <<cred>>
maxmemory 256mb
maxmemory-policy allkeys-lru
appendonly yes
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "mahjong_club_app_swift_static_let",
    ("MahjongClub/Sources/Secrets.swift", "ios/<<org>>/Config/Keys.swift"),
    """import Foundation

enum Keys {
    static let bookingBaseURL = URL(string: "https://book.<<dom>>")!
    static let bookingAPIKey = "<<cred>>"
    static let maxTables = <<n>>
}
""",
    "x:mjk_:32",
    syntax="",
)

reg(
    F,
    "mahjong_members_mysqldump_history_inline_password",
    ("home/<<user>>/.bash_history", "server/<<org>>/root_history_<<n>>.txt"),
    """sudo systemctl status mariadb
mysqldump -u root -p'<<cred>>' --single-transaction club_members > /backup/members_$(date +%F).sql
gzip /backup/members_*.sql
ls -lh /backup
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "mahjong_tournament_discord_bot_config_toml",
    ("bot/config.toml", "discord/<<org>>/bot.toml"),
    """[bot]
prefix = "!"
token = "<<cred>>"
guild_id = <<n4>><<n4>><<n4>><<n4>>

[tournament]
rounds = 8
ruleset = "riichi"
""",
    "p:discord",
)

reg(
    F,
    "mahjong_cantonese_ledger_ocr_wifi_next_line",
    ("ocr/counter_notebook_<<n3>>.txt", "scans/<<org>>_ledger_<<n>>.txt"),
    """麻雀館 收銀簿  <<mon>>月
枱費 HK$<<n3>> x 6
茶水 ...
WIFI 密碼
<<cred>>
（唔好話俾客人知）
""",
    human_with("mahjong", "jaakwu", "bamboo"),
)

reg(
    F,
    "mahjong_scoring_helm_values_postgresql_auth",
    ("charts/scoring/values.yaml", "helm/<<org>>/values-<<env>>.yaml"),
    """replicaCount: 1
image:
  repository: ghcr.io/<<org>>/scoring
  tag: "1.<<n>>.0"
ingress:
  enabled: true
  hosts:
    - host: scores.<<dom>>
      paths: ["/"]
postgresql:
  enabled: true
  auth:
    username: scoring
    password: "<<cred>>"
    database: scoring
""",
    "pw_dq",
)
