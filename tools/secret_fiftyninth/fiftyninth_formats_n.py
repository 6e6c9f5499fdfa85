# ruff: noqa: E501
"""Family n: a family in Haifa (Israel) researching its family tree on genealogy sites and
keeping it in notes apps; Hebrew, and Russian for the grandparents."""

from __future__ import annotations

from fiftyninth_spec import Fam, b64, xml_esc

F = Fam(
    "haifa_genealogy_notes_apps",
    tld="co.il",
    orgs=("etzhadorot", "karmelroots", "hadarshorashim"),
    first=(
        ("נועה", "noa"),
        ("יוסי", "yossi"),
        ("מיכל", "michal"),
        ("אבי", "avi"),
        ("תמר", "tamar"),
        ("דוד", "david"),
        ("רונית", "ronit"),
        ("איתי", "itay"),
    ),
    last=(
        ("כהן", "cohen"),
        ("לוי", "levi"),
        ("מזרחי", "mizrahi"),
        ("פרידמן", "friedman"),
        ("אברמוב", "abramov"),
        ("שפירא", "shapira"),
    ),
    words=(
        "haifa",
        "karmel",
        "maccabi",
        "hapoel",
        "shalom",
        "bahai",
        "hadar",
        "falafel",
        "savta",
        "yerushalayim",
    ),
    pets=("shoko", "bamba", "lucky", "tzipi", "mitzi", "kushi"),
    mail=("gmail.com", "walla.co.il", "012.net.il", "hotmail.com"),
    cc="+972",
    ssid=("Bezeq-", "HOT-", "Partner_", "Cellcom-", "Bayit_"),
)


def _enex(s: dict) -> str:
    content = (
        '<?xml version="1.0" encoding="UTF-8" standalone="no"?>'
        '<!DOCTYPE en-note SYSTEM "http://xml.evernote.com/pub/enml2.dtd">'
        f"<en-note><div>עץ משפחה - ענף {s['ln']}</div><div>MyHeritage: {s['email']}</div>"
        f"<div>סיסמה: {xml_esc(s['cred'])}</div><div>לבדוק את מרשם הנפש של סבתא ב-1948</div></en-note>"
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE en-export SYSTEM "http://xml.evernote.com/pub/evernote-export4.dtd">
<en-export export-date="{s["ymd"]}T101500Z" application="Evernote" version="10.68.2">
  <note>
    <title>MyHeritage - משפחת {s["ln"]}</title>
    <created>{s["ymd"]}T093000Z</created>
    <updated>{s["ymd"]}T101200Z</updated>
    <note-attributes><author>{s["fa"]}</author></note-attributes>
    <content><![CDATA[{content}]]></content>
  </note>
</en-export>
"""


F.reg(
    "haifa_evernote_enex_myheritage_sisma",
    ("Evernote/export/עץ משפחה <<n>>.enex", "Documents/Evernote_<<ymd>>.enex"),
    _enex,
    cred="human",
    syntax="xml",
)

F.reg(
    "haifa_apple_notes_html_russian_parol_geni",
    ("Notes export/Бабушкины заметки/Geni <<n>>.html", "iCloud Notes/Exported/geni_<<ymd>>.html"),
    """<html><head><meta charset="utf-8"><title>Geni — семья</title></head><body>
<div><b>Geni — семья <<la>> (Одесса → Хайфа)</b></div>
<div><br></div>
<div>Логин: <<email>></div>
<div>Пароль: <<cred>></div>
<div><br></div>
<div>Спросить у тёти Фиры про деда Моисея, 1912 г.р.</div>
</body></html>
""",
    cred="human",
)

F.reg(
    "haifa_whatsapp_hebrew_family_tree_sisma",
    (
        "WhatsApp Chat with משפחת <<ln>> <<n>>.txt",
        "Android/media/com.whatsapp/Export/family_<<ymd>>.txt",
    ),
    """<<dmy>>, 21:02 - <<fn>>: העליתי לאתר את התמונות של סבא מהמעברה
<<dmy>>, 21:03 - <<fn2>>: איך נכנסים לחשבון המשפחתי באנססטרי?
<<dmy>>, 21:04 - <<fn>>: משתמש: <<email>>
<<dmy>>, 21:04 - <<fn>>: הסיסמה: <<cred>>
<<dmy>>, 21:05 - <<fn>>: ואל תשנו כלום בענף של אמא בבקשה 🙏
""",
    cred="human",
)

F.reg(
    "haifa_gramps_web_compose_secret_key",
    ("gramps-web/docker-compose.yml", "home/<<fa>>/grampsweb-<<n>>/docker-compose.yml"),
    """services:
  grampsweb:
    image: ghcr.io/gramps-project/grampsweb:latest
    restart: always
    ports:
      - "5000:5000"
    environment:
      GRAMPSWEB_TREE: "משפחת <<la>>"
      GRAMPSWEB_SECRET_KEY: "<<cred>>"
      GRAMPSWEB_BASE_URL: "https://tree.<<dom>>"
      GRAMPSWEB_CELERY_CONFIG__broker_url: "redis://grampsweb_redis:6379/0"
    volumes:
      - gramps_users:/app/users
      - gramps_db:/root/.gramps/grampsdb
  grampsweb_redis:
    image: docker.io/library/redis:7.2.4-alpine
volumes:
  gramps_users:
  gramps_db:
""",
    cred="b64u:32",
)

F.reg(
    "haifa_python_familysearch_download_login",
    ("projects/shorashim/familysearch_<<n>>.py", "home/<<fa>>/genealogy/fs_download_<<ymd>>.py"),
    '''"""מוריד את כל הרשומות של ענף שפירא מ-FamilySearch לקובץ GEDCOM."""

from getmyancestors.classes.session import Session

USERNAME = "<<login>>"
PASSWORD = "<<cred>>"

fs = Session(USERNAME, PASSWORD, verbose=True, timeout=60)
print(fs.fid)
''',
    cred="pw_dq",
)

F.reg(
    "haifa_joplin_raw_export_md_metadata",
    ("Joplin/raw/<<hex16>><<hex16>>.md", "Documents/joplin_export_<<ymd>>/<<hex16>><<hex8>>.md"),
    """שורשים - אתרים

Ancestry: <<email>>
סיסמה: <<cred>>
JewishGen: (ההתחברות עם גוגל)
Yad Vashem - דפי עד: אין צורך בחשבון

id: <<hex16>><<hex16>>
parent_id: <<hex8>><<hex8>><<hex16>>
created_time: <<date>>T08:14:22.120Z
updated_time: <<date>>T08:20:05.310Z
is_conflict: 0
latitude: 32.79400000
longitude: 34.98960000
altitude: 0.0000
author:
source_url:
is_todo: 0
markup_language: 1
type_: 1
""",
    cred="human",
)

F.reg(
    "haifa_imessage_exporter_txt_sisma_savta",
    ("imessage_export/+972<<n4>><<n4>>.txt", "Documents/iMessage/<<fa>>_<<ymd>>.txt"),
    """Mar 02, <<year>>  8:14:03 PM (Read by you after 2 minutes)
<<phone>>
סבתא, נכנסתי לגני בשבילך. אם תרצי להיכנס לבד:

Mar 02, <<year>>  8:14:40 PM
<<phone>>
<<cred>>

Mar 02, <<year>>  8:20:11 PM
Me
תודה מותק, מחר אני אנסה
""",
    cred="human",
)

F.reg(
    "haifa_lastpass_csv_export_genealogy",
    ("Downloads/lastpass_export_<<ymd>>.csv", "Documents/lp_<<fa>>_<<n>>.csv"),
    """url,username,password,totp,extra,name,grouping,fav
https://www.myheritage.co.il/,<<email>>,<<cred>>,,,MyHeritage,גנאלוגיה,1
https://www.geni.com/,<<email2>>,<<p2>>,,,Geni,גנאלוגיה,0
http://sn,,,,"NoteType:Wi-Fi Password
SSID:<<ssid>>",Wifi בבית,,0
""",
    cred="human",
    extra=lambda rng, s: {"p2": F.human(rng)},
)

_ = b64
