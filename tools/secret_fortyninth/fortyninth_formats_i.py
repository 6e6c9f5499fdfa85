# ruff: noqa: E501
"""Family i: a Kowloon parent's school-app logins (Hong Kong; Cantonese, Traditional Chinese, English)."""

from __future__ import annotations

import json

from fortyninth_spec import Fam, pick

F = Fam(
    name="gaajoeng_eclass_kowloon",
    orgs=("gaajoengnet", "kowloonkids", "shatinschool", "netvigator", "hkbn"),
    tld="hk",
    first=(
        "Ka Yan",
        "Wing Sze",
        "Chun Kit",
        "Mei Ling",
        "Ho Yin",
        "Suet Ying",
        "Tsz Hin",
        "Hoi Lam",
        "Wai Man",
        "Pui Shan",
    ),
    last=("Chan", "Wong", "Leung", "Cheung", "Lau", "Ho", "Chow", "Yip"),
    words=(
        "dimsum",
        "siumai",
        "daipaidong",
        "tinghau",
        "mongkok",
        "lionrock",
        "nailcha",
        "gaijeng",
        "bolobao",
        "hahgao",
        "cheunfun",
    ),
    seasons=("chungyeung", "tuenng", "sautin", "dungji", "chingming"),
    cc="852",
    pets=("pudding", "mochi", "doudou", "bobo", "coco"),
)

F.reg(
    "gaajoeng_whatsapp_cantonese_mimaa_eclass",
    (
        "WhatsApp/WhatsApp Chat with P3B 家長群.txt",
        "Documents/WhatsApp Chat with <<first2>> (<<n2>>).txt",
    ),
    """<<dmy>> <<time>> - <<first2>>媽媽: 唔該問下 eClass App 個家長戶口密碼係咪要改？我登入唔到😣
<<dmy>> <<time>> - <<first>>: 我屋企個個都用同一個，你試下先
<<dmy>> <<time2>> - <<first>>: 登入名稱 p<<n4>><<n3>>  密碼 <<cred>>
<<dmy>> <<time2>> - <<first>>: 唔好 send 出去呀
<<dmy>> <<time2>> - <<first2>>媽媽: 得咗！多謝晒🙏
""",
    cred="human",
)


def _zh_pw(rng, s):
    return (
        pick(rng, ("陳大文", "小明仔", "獅子山", "維港", "茶餐廳", "菠蘿包"))
        + f"{rng.randint(1000, 9999)}{pick(rng, ('!', '', '@'))}{pick(rng, ('hk', 'Kow', 'ab'))}"
    )


def _dec_zh(text: str) -> str:
    return json.loads(text)["accounts"][0]["password"]


F.reg(
    "gaajoeng_school_app_cache_json_unicode_escaped",
    (
        "Android/data/hk.edu.schoolapp/files/login_cache.json",
        "iPhone backup <<date>>/AppDomain-hk.eclass/login_<<n2>>.json",
    ),
    lambda s: (
        json.dumps(
            {
                "version": 3,
                "school_code": f"KLN{s['n3']}",
                "accounts": [
                    {
                        "login_id": f"p{s['n4']}{s['n3']}",
                        "password": s["cred"],
                        "role": "parent",
                        "child": s["first"],
                        "remember": True,
                    }
                ],
                "lang": "zh-HK",
            },
            indent=2,
            ensure_ascii=True,
        )
        + "\n"
    ),
    cred=_zh_pw,
    decode=_dec_zh,
)

F.reg(
    "gaajoeng_school_circular_email_initial_password",
    ("Outlook/Inbox/學校通告 <<n3>>.eml", "Mail/Inbox/eclass_account_<<date>>.eml"),
    """From: 校務處 General Office <office@<<dom>>>
To: <<email2>>
Subject: =?UTF-8?B?5a625Lq65biz5oi2?= / Parent account for eClass Parent App
Date: Mon, 1 Sep <<year>> 09:<<n2>>:00 +0800
Content-Type: text/plain; charset="UTF-8"

親愛的家長：

請使用以下資料登入 eClass Parent App，首次登入後請更改密碼。
Please use the following to log in to the eClass Parent App.

  學生 Student: <<first>> <<last>> (3B)
  登入名稱 Login ID: p<<n4>><<n3>>
  密碼 Password: <<cred>>

如有查詢，請致電 2<<n3>> <<n4>>。
校務處
""",
    cred="pw_alnum",
)

F.reg(
    "gaajoeng_iphone_notes_export_kids_logins",
    ("Notes/小朋友戶口.txt", "Desktop/notes_export_<<n4>>.txt"),
    """小朋友戶口 (<<year>>-<<n2>>)

Google Classroom (學校 G Suite)
  s<<n4>><<n2>>@<<dom>>
  <<cred>>

Mathema / e-Smart
  同上

Zoom 補習：週三 7pm 見 link

八達通 增值 $200
""",
    cred="human",
)

F.reg(
    "gaajoeng_chrome_csv_kid_accounts",
    ("Downloads/Chrome 密碼.csv", "Users/<<fa>>/Downloads/Chrome Passwords <<n2>>.csv"),
    """name,url,username,password,note
eclass.<<dom>>,https://eclass.<<dom>>/templates/login.php,p<<n4>><<n3>>,<<cred>>,
www.edb.gov.hk,https://www.edb.gov.hk/,<<email2>>,<<p2>>,
classroom.google.com,https://accounts.google.com/,s<<n4>>@<<dom>>,<<p3>>,
""",
    cred="human_x",
    extra=lambda rng, s: {"p2": F.human(rng, ".-_@"), "p3": F.human(rng, ".-_@")},
)

F.reg(
    "gaajoeng_telegram_html_export_cantonese",
    (
        "Telegram Desktop/ChatExport_<<date>>/messages.html",
        "Downloads/ChatExport_<<date>>_<<n2>>/messages.html",
    ),
    """<!DOCTYPE html>
<html>
 <head><meta charset="utf-8"/><title>Exported Data</title><link href="css/style.css" rel="stylesheet"/></head>
 <body>
  <div class="page_wrap">
   <div class="page_header"><div class="content"><div class="text bold">補習班家長</div></div></div>
   <div class="page_body chat_page"><div class="history">
    <div class="message default clearfix" id="message<<n4>>">
     <div class="body"><div class="pull_right date details" title="<<ddot>> <<time>>:00 UTC+08:00"><<time>></div>
      <div class="from_name"><<full>></div>
      <div class="text">補習社個網上平台：用戶名 <<user>> 密碼 <<cred>> ，大家自己改返啦</div>
     </div>
    </div>
   </div></div>
  </div>
 </body>
</html>
""",
    cred="human_x",
)

F.reg(
    "gaajoeng_ocr_handbook_login_sticker",
    ("相片/IMG_<<n4>>_ocr.txt", "Scans/handbook_<<date>>.txt"),
    """學生手冊 Student Handbook <<year>>-<<n2>>
姓名 Name: <<first>> <<last>>   班別 Class: 4C   學號 No.: <<n2>>

[ 貼紙 Sticker ]
電子學習平台 e-Learning
Login ID : s<<n4>><<n2>>
Password :
<<cred>>
""",
    cred="pw_alnum",
)

F.reg(
    "gaajoeng_zoom_tutor_link_pwd_param",
    ("Documents/補習時間表.md", "Notes/zoom_tutor_<<n2>>.md"),
    """# 補習時間表

| 日子 | 時間 | 科目 | Link |
|---|---|---|---|
| 星期三 | 19:00 | 數學 | https://us05web.zoom.us/j/8<<n4>><<n4>><<n2>>?pwd=<<cred>> |
| 星期六 | 10:30 | 英文 | 老師 WhatsApp 發 |
""",
    cred=lambda rng, s: F.cred(rng, "alnum:32", s) + ".1",
)
