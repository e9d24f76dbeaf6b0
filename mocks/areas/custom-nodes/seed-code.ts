/** Python sources of the seeded custom nodes (they read like the real thing). */

export const MASK_PII_CODE = `import re

EMAIL = re.compile(r"[\\w.+-]+@[\\w-]+\\.[\\w.-]+")
PHONE = re.compile(r"0\\d{1,4}-?\\d{1,4}-?\\d{3,4}")
POSTAL = re.compile(r"〒?\\d{3}-\\d{4}")


def run(text: str, mask_char: str = "*") -> str:
    """問い合わせ本文の個人情報（メール・電話番号・郵便番号）を伏せ字にする。"""
    print("masking personal data")
    masked = EMAIL.sub(lambda m: mask_char * 3 + "@" + mask_char * 3, text)
    masked = PHONE.sub(lambda m: re.sub(r"\\d", mask_char, m.group()), masked)
    masked = POSTAL.sub(lambda m: re.sub(r"\\d", mask_char, m.group()), masked)
    return masked
`;

export const SHAREPOINT_SEARCH_CODE = `import requests

GRAPH = "https://graph.microsoft.com/v1.0"


def run(query: str, top: int = 5, *, credentials) -> list[dict]:
    """SharePoint の社内文書を Microsoft Graph Search API で検索する。"""
    print("searching SharePoint")
    body = {
        "requests": [
            {
                "entityTypes": ["driveItem", "listItem"],
                "query": {"queryString": query},
                "size": top,
            }
        ]
    }
    res = requests.post(
        f"{GRAPH}/search/query",
        json=body,
        headers={"Authorization": f"Bearer {credentials.access_token}"},
        timeout=30,
    )
    res.raise_for_status()
    hits = res.json()["value"][0]["hitsContainers"][0].get("hits", [])
    return [
        {"title": h["resource"].get("name"), "url": h["resource"].get("webUrl"), "summary": h.get("summary")}
        for h in hits
    ]
`;

export const PRIORITY_CODE = `URGENT_WORDS = ("至急", "緊急", "urgent", "asap", "down", "停止")


def run(subject: str, body: str) -> dict:
    """Scores an inquiry's priority from its subject and body."""
    text = f"{subject}\\n{body}".lower()
    hits = [w for w in URGENT_WORDS if w in text]
    print("urgent words checked")
    score = min(100, 20 + 30 * len(hits))
    level = "P1" if score >= 80 else "P2" if score >= 50 else "P3"
    return {"score": score, "level": level, "matched": hits}
`;

export const SLACK_NOTIFY_CODE = `import json
import os
import urllib.request


def run(message: str, title: str = "AI Workflow Studio") -> dict:
    """Slack の Incoming Webhook にメッセージを投稿する（設定ファイルの SLACK_WEBHOOK_URL を使用）。"""
    payload = {
        "channel": os.environ.get("SLACK_CHANNEL"),
        "blocks": [
            {"type": "header", "text": {"type": "plain_text", "text": title}},
            {"type": "section", "text": {"type": "mrkdwn", "text": message}},
        ],
    }
    req = urllib.request.Request(
        os.environ["SLACK_WEBHOOK_URL"],
        data=json.dumps(payload).encode("utf-8"),
        headers={"Content-Type": "application/json"},
    )
    print("posting to Slack")
    with urllib.request.urlopen(req, timeout=10) as res:
        return {"ok": res.status == 200, "status": res.status}
`;

export const BOX_UPLOAD_CODE = `import requests

UPLOAD_URL = "https://upload.box.com/api/2.0/files/content"


def run(file_url: str, folder_id: str, file_name: str, *, credentials) -> str:
    """Downloads the checked invoice PDF and uploads it to the accounting Box folder."""
    print("downloading invoice PDF")
    pdf = requests.get(file_url, timeout=30)
    pdf.raise_for_status()
    attributes = {"name": file_name, "parent": {"id": folder_id}}
    print("uploading to Box")
    res = requests.post(
        UPLOAD_URL,
        headers={"Authorization": f"Bearer {credentials.access_token}"},
        data={"attributes": __import__("json").dumps(attributes)},
        files={"file": (file_name, pdf.content, "application/pdf")},
        timeout=60,
    )
    res.raise_for_status()
    return res.json()["entries"][0]["id"]
`;

export const INVOICE_TOTAL_CODE = `from decimal import Decimal, ROUND_HALF_UP

TAX_RATE = Decimal("0.10")


def run(invoice: dict, tolerance: float = 1.0) -> dict:
    """Checks that the invoice lines, tax and total add up (消費税 10%)."""
    subtotal = sum(Decimal(str(line["amount"])) for line in invoice.get("lines", []))
    tax = (subtotal * TAX_RATE).quantize(Decimal("1"), rounding=ROUND_HALF_UP)
    expected = subtotal + tax
    stated = Decimal(str(invoice.get("total", 0)))
    diff = abs(expected - stated)
    print("totals compared")
    return {"ok": diff <= Decimal(str(tolerance)), "expected": float(expected), "stated": float(stated), "diff": float(diff)}
`;

export const SHEETS_APPEND_CODE = `from googleapiclient.discovery import build


def run(spreadsheet_id: str, values: list, *, credentials) -> str:
    """チェック結果を Google スプレッドシートの末尾に 1 行追記する。"""
    sheets = build("sheets", "v4", credentials=credentials.google())
    print("appending row")
    result = (
        sheets.spreadsheets()
        .values()
        .append(spreadsheetId=spreadsheet_id, range="結果!A1", valueInputOption="USER_ENTERED", body={"values": [values]})
        .execute()
    )
    return result["updates"]["updatedRange"]
`;

export const SALESFORCE_LOOKUP_CODE = `import os

import requests


def run(account_name: str) -> dict:
    """Looks up a Salesforce account by name (SOQL) with the settings of the chosen configuration file."""
    base = os.environ["SF_INSTANCE_URL"]
    version = os.environ.get("SF_API_VERSION", "v61.0")
    token = requests.post(
        f"{base}/services/oauth2/token",
        data={
            "grant_type": "client_credentials",
            "client_id": os.environ["SF_CLIENT_ID"],
            "client_secret": os.environ["SF_CLIENT_SECRET"],
        },
        timeout=15,
    ).json()["access_token"]
    soql = f"SELECT Id, Name, Industry, OwnerId FROM Account WHERE Name = '{account_name}' LIMIT 1"
    print("querying Salesforce")
    res = requests.get(f"{base}/services/data/{version}/query", params={"q": soql}, headers={"Authorization": f"Bearer {token}"}, timeout=15)
    res.raise_for_status()
    records = res.json()["records"]
    return records[0] if records else {}
`;

export const MARKDOWN_CLEANER_CODE = `import re


def run(markdown: str, keep_links: bool = True) -> str:
    """Turns Markdown from the manuals into plain text before chunking."""
    text = re.sub(r"\`\`\`.*?\`\`\`", "", markdown, flags=re.S)
    if keep_links:
        text = re.sub(r"\\[([^\\]]+)\\]\\(([^)]+)\\)", r"\\1 (\\2)", text)
    else:
        text = re.sub(r"\\[([^\\]]+)\\]\\([^)]+\\)", r"\\1", text)
    text = re.sub(r"^#{1,6}\\s*", "", text, flags=re.M)
    print("markdown cleaned")
    return re.sub(r"\\n{3,}", "\\n\\n", text).strip()
`;

export const CRM_NOTE_CODE = `def run(notes: str, customer: str) -> str:
    """商談メモを CRM に貼り付ける定型フォーマットに整える。"""
    lines = [l.strip("・- ") for l in notes.splitlines() if l.strip()]
    print("formatting notes")
    body = "\\n".join(f"- {l}" for l in lines)
    return f"【顧客】{customer}\\n【商談メモ】\\n{body}"
`;

export const PDF_TEXT_CODE = `import io

import requests
from pypdf import PdfReader


def run(pdf_url: str, max_pages: int = 20) -> str:
    """PDF をダウンロードしてテキストを抽出する。"""
    data = requests.get(pdf_url, timeout=30).content
    reader = PdfReader(io.BytesIO(data))
    print("extracting text")
    return "\\n".join(page.extract_text() or "" for page in reader.pages[:max_pages])
`;

export const DEEPL_CODE = `import os

import requests


def run(text: str, target_lang: str = "EN-US") -> str:
    """Translates text with DeepL (DEEPL_API_KEY from the configuration file)."""
    res = requests.post(
        "https://api.deepl.com/v2/translate",
        headers={"Authorization": f"DeepL-Auth-Key {os.environ['DEEPL_API_KEY']}"},
        data={"text": text, "target_lang": target_lang},
        timeout=20,
    )
    res.raise_for_status()
    print("translated")
    return res.json()["translations"][0]["text"]
`;
